import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../db/schema';
import { AppError } from '../lib/errors';
import { issueAdminToken } from '../services/admins/issue-admin-token';
import { verifyPassword } from '../lib/passwords';
import { createTestApp, type TestApp } from '../test/helpers';
import { createAdminCommand, resetAdminPasswordCommand, type AdminCommandIo } from './admin-commands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

function io(opts: { env?: string; answers?: readonly string[] } = {}) {
  const printed: string[] = [];
  const answers = [...(opts.answers ?? [])];
  const value: AdminCommandIo = {
    envPassword: opts.env,
    prompt: opts.answers ? () => Promise.resolve(answers.shift() ?? '') : undefined,
    print: (s) => printed.push(s),
  };
  return { io: value, printed, out: () => printed.join('') };
}
const hashOf = async (username: string) => (await t.db.select().from(admins).where(eq(admins.username, username)))[0]?.passwordHash ?? '';
const deps = () => ({ db: t.db, clock: t.clock });

describe('cli create-admin <username>', () => {
  it('uses ADMIN_PASSWORD when set and does not print it', async () => {
    const { io: x, out } = io({ env: 'env password 1' });
    expect(await createAdminCommand(deps(), 'alice', x)).toBe(0);
    expect(out()).toBe('Admin alice created.\n');
    expect(await verifyPassword('env password 1', await hashOf('alice'))).toBe(true);
  });

  it('asks for the password twice at a terminal', async () => {
    const { io: x, out } = io({ answers: ['typed secret', 'typed secret'] });
    expect(await createAdminCommand(deps(), 'bob', x)).toBe(0);
    expect(out()).not.toContain('typed secret');
    expect(await verifyPassword('typed secret', await hashOf('bob'))).toBe(true);
  });

  it('refuses a short or mismatched typed password', async () => {
    await expect(createAdminCommand(deps(), 'carol', io({ answers: ['short'] }).io)).rejects.toThrow('Password must be at least 8 characters');
    await expect(createAdminCommand(deps(), 'carol', io({ answers: ['long enough 1', 'long enough 2'] }).io)).rejects.toThrow('The passwords do not match');
    expect(await hashOf('carol')).toBe('');
  });

  it('generates and prints a password when none is given (blank answer or no terminal)', async () => {
    for (const [name, opts] of [
      ['dave', { answers: [''] }],
      ['erin', {}],
    ] as const) {
      const { io: x, out } = io(opts);
      expect(await createAdminCommand(deps(), name, x)).toBe(0);
      const password = /password: (\S+)/.exec(out())?.[1] ?? '';
      expect(password).toHaveLength(24);
      expect(out()).toContain('shown only this once');
      expect(await verifyPassword(password, await hashOf(name))).toBe(true);
    }
  });

  it('refuses a taken username (409) and prints usage without one', async () => {
    const err = await createAdminCommand(deps(), 'ALICE', io({ env: 'another password' }).io).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(409);
    const { io: x, out } = io();
    expect(await createAdminCommand(deps(), undefined, x)).toBe(2);
    expect(out()).toContain('Usage: cli create-admin <username>');
  });
});

describe('cli reset-admin-password <username>', () => {
  it('sets the new password and revokes every token of that admin only', async () => {
    const alice = (await t.db.select().from(admins).where(eq(admins.username, 'alice')))[0]!;
    const bob = (await t.db.select().from(admins).where(eq(admins.username, 'bob')))[0]!;
    const aliceTokens = [
      (await issueAdminToken({ tx: t.db, clock: t.clock, adminId: alice.id })).token,
      (await issueAdminToken({ tx: t.db, clock: t.clock, adminId: alice.id })).token,
    ];
    const bobToken = (await issueAdminToken({ tx: t.db, clock: t.clock, adminId: bob.id })).token;
    const status = async (token: string) => (await t.request('/api/admin/stations', { headers: { Authorization: `Bearer ${token}` } })).status;
    expect(await status(aliceTokens[0]!)).toBe(200);

    const { io: x, out } = io({ env: 'brand new password' });
    expect(await resetAdminPasswordCommand(deps(), 'alice', x)).toBe(0);
    expect(out()).toBe('Password of alice reset; 2 session token(s) revoked.\n');
    expect(await verifyPassword('brand new password', await hashOf('alice'))).toBe(true);
    expect(await verifyPassword('env password 1', await hashOf('alice'))).toBe(false);
    for (const token of aliceTokens) expect(await status(token)).toBe(401);
    expect(await status(bobToken)).toBe(200);
  });

  it('404 for an unknown admin; usage without a username', async () => {
    await expect(resetAdminPasswordCommand(deps(), 'nobody', io({ env: 'whatever123' }).io)).rejects.toThrow('No admin named nobody');
    expect(await resetAdminPasswordCommand(deps(), undefined, io().io)).toBe(2);
  });
});
