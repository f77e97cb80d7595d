import { afterEach, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createTestApp, type TestApp } from '../../test/helpers';
import { ensureFirstAdmin } from './ensure-first-admin';
import { verifyPassword } from '../../lib/passwords';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function bootstrap(env: Record<string, string>) {
  t = await createTestApp({ env, seed: false });
  const printed: string[] = [];
  const run = () => ensureFirstAdmin({ deps: { db: t!.db, config: t!.config, clock: t!.clock, logger: silentLogger }, print: (s) => printed.push(s) });
  return { printed, run };
}

describe('ensureFirstAdmin (no default password)', () => {
  it('creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD, prints nothing, stores only an argon2id hash', async () => {
    const { printed, run } = await bootstrap({ ADMIN_USERNAME: 'Chief', ADMIN_PASSWORD: 'a long passphrase' });
    expect(await run()).toBe('created');
    const rows = await t!.db.select().from(admins);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.username).toBe('chief');
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]!.passwordHash).not.toContain('a long passphrase');
    expect(await verifyPassword('a long passphrase', rows[0]!.passwordHash)).toBe(true);
    expect(printed).toEqual([]);
    // The admin can sign in with it.
    const res = await t!.request('/api/admin/login', { json: { username: 'chief', password: 'a long passphrase' } });
    expect(res.status).toBe(200);
  });

  it('without ADMIN_PASSWORD generates a random password and prints it once, in a banner', async () => {
    const { printed, run } = await bootstrap({});
    expect(await run()).toBe('generated');
    expect(printed).toHaveLength(1);
    const banner = printed[0]!;
    expect(banner).toContain('FIRST ADMIN CREATED');
    expect(banner).toContain('username: admin');
    expect(banner).toContain('shown only once');
    const password = /password: (\S+)/.exec(banner)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [row] = await t!.db.select().from(admins);
    expect(await verifyPassword(password!, row!.passwordHash)).toBe(true);

    // Later starts find the admin and print nothing.
    expect(await run()).toBe('exists');
    expect(printed).toHaveLength(1);
    expect(await t!.db.select().from(admins)).toHaveLength(1);
  });

  it('two generated passwords differ', async () => {
    const first = await bootstrap({});
    await first.run();
    await t!.close();
    const second = await bootstrap({});
    await second.run();
    expect(first.printed[0]).not.toBe(second.printed[0]);
    await t!.close();
    t = undefined;
  });
});
