// Nobody who lacks either the mailbox or the password ends up with a verified account and the
// guest orders made with its email; and a password change leaves no older way back in.
import type { Order } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../orders/booking-test-support';
import { createTestApp, visibleStationId, type TestApp } from '../../test/helpers';
import { login, PASSWORD, register, tokenFromMail, verifiedUser } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
}, 120_000);
afterAll(() => t.close());

const me = (cookie: string) => t.request('/api/auth/user', { headers: { Cookie: cookie } });
const myOrders = async (cookie: string) => (await (await t.request('/api/orders', { headers: { Cookie: cookie } })).json()) as Order[];

describe('account pre-hijack through the verification link', () => {
  it('the owner of the mailbox clicking the link does not verify an account someone else registered; a reset takes it back', async () => {
    const victim = 'pre-hijack-victim@example.test';
    const guest = await t.request('/api/orders', { json: orderBody(await visibleStationId(t), { email: victim }) });
    expect(guest.status).toBe(201);
    const guestOrder = (await guest.json()) as Order;

    // The attacker registers the victim's address with a password of their own.
    const attackerPassword = 'attacker chosen passphrase 91';
    expect((await register(t, { email: victim, password: attackerPassword, confirmPassword: attackerPassword })).res.status).toBe(201);
    const attacker = await login(t, victim, attackerPassword);

    // The victim opens "Verify your email address" from the mailbox, signed out: nothing happens.
    const link = await tokenFromMail(t, victim, '/verify-email');
    expect((await t.request(`/api/auth/verify-email?token=${link}`)).headers.get('location')).toBe('/verify-email?error=sign_in_required');
    expect(((await (await me(attacker)).json()) as { isEmailVerified: boolean }).isEmailVerified).toBe(false);
    expect(await myOrders(attacker)).toEqual([]);

    // The victim resets the password instead (the mailbox proves the address): verified, the
    // guest order joins the account, the attacker's password and session are gone.
    expect((await t.request('/api/auth/forgot-password', { json: { email: victim } })).status).toBe(200);
    const reset = await tokenFromMail(t, victim, '/reset-password');
    const mine = 'the victims own new passphrase 27';
    expect((await t.request('/api/auth/reset-password', { json: { token: reset, password: mine, confirmPassword: mine } })).status).toBe(200);
    expect((await me(attacker)).status).toBe(401);
    expect((await t.request('/api/auth/login', { json: { email: victim, password: attackerPassword } })).status).toBe(401);
    const owner = await login(t, victim, mine);
    expect(((await (await me(owner)).json()) as { isEmailVerified: boolean }).isEmailVerified).toBe(true);
    expect((await myOrders(owner)).map((o) => o.id)).toEqual([guestOrder.id]);
    // The old verification link no longer verifies anything either.
    expect((await t.request(`/api/auth/verify-email?token=${link}`, { headers: { Cookie: owner } })).headers.get('location')).toBe(
      '/verify-email?error=invalid_or_expired',
    );
  });
});

describe('a password change', () => {
  it('voids the reset links sent before it', async () => {
    const { email, cookie } = await verifiedUser(t);
    expect((await t.request('/api/auth/forgot-password', { json: { email } })).status).toBe(200);
    const reset = await tokenFromMail(t, email, '/reset-password');
    const changed = 'a brand new passphrase 4411';
    const res = await t.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, password: changed, confirmPassword: changed },
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(200);
    const late = await t.request('/api/auth/reset-password', {
      json: { token: reset, password: 'the thief wants this 8812', confirmPassword: 'the thief wants this 8812' },
    });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ code: 'invalid_token' });
    expect((await t.request('/api/auth/login', { json: { email, password: changed } })).status).toBe(200);
  });
});
