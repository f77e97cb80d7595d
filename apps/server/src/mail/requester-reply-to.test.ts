// Every email to a requester or account holder can be answered: Reply-To is the provider's team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../routes/orders/booking-test-support';
import { login, register } from '../routes/auth/test-support';
import { createTestApp, visibleStationId, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OPS_EMAIL: 'team@spotlight.example', RATE_LIMITS: 'off' } });
});
afterAll(() => t.close());

describe('Reply-To on every email to a requester', () => {
  it('verification, resent verification, reset, password changed, tracking link and receipt all answer to OPS_EMAIL', async () => {
    const { email } = await register(t);
    const cookie = await login(t, email);
    expect((await t.request('/api/auth/resend-verification', { method: 'POST', headers: { Cookie: cookie } })).status).toBe(200);
    expect((await t.request('/api/orders', { json: orderBody(await visibleStationId(t), { email }) })).status).toBe(201);
    expect((await t.request('/api/orders/track-link', { json: { email } })).status).toBe(202);
    expect((await t.request('/api/auth/forgot-password', { json: { email } })).status).toBe(200);
    await t.outbox.drain();
    const mails = t.transport.sent.filter((m) => m.to === email);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Verify your email/),
        expect.stringMatching(/Reset your password/),
        expect.stringMatching(/^We received your booking request/),
      ]),
    );
    expect(mails.length).toBeGreaterThanOrEqual(5);
    for (const m of mails) expect([m.subject, m.replyTo]).toEqual([m.subject, 'team@spotlight.example']);
  });
});
