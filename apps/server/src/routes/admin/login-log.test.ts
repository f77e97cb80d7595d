// A failed admin sign-in is logged with a short hash of the username, never the typed text: people
// type passwords into the username field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { sha256 } from '../../lib/random';
import { createAdminTestApp, TEST_ADMIN, type AdminTestApp } from './admin-test-helpers';

const lines: string[] = [];
let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp({ seed: false, logger: createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(s) } }) });
}, 120_000);
afterAll(() => t.close());

describe('a failed admin sign-in', () => {
  it('logs the attempt with the username as a short hash and the address, not the typed username', async () => {
    const typed = 'Hunter2-Typed-In-The-Wrong-Field';
    const res = await t.request('/api/admin/login', { json: { username: typed, password: TEST_ADMIN.password } });
    expect(res.status).toBe(401);
    const failed = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'admin login failed');
    expect(failed).toMatchObject({ account: sha256(typed.toLowerCase()).slice(0, 16) });
    expect(failed).toHaveProperty('address');
    expect(lines.join('').toLowerCase()).not.toContain(typed.toLowerCase());
  });
});
