// A new account from a Google profile: its names follow the rule typed names follow, on both
// databases (a NUL was stored on SQLite and failed the insert on PostgreSQL).
import { eq } from 'drizzle-orm';
import { hasForbiddenCharacters } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { resolveGoogleAccount } from './resolve-google-account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => t.close());

let n = 0;
const identity = (names: { givenName?: string; familyName?: string; name?: string }) => ({
  sub: `google-sub-${++n}`,
  email: `google-${n}@example.test`,
  emailVerified: true,
  givenName: names.givenName,
  familyName: names.familyName,
  name: names.name,
  picture: undefined,
});

describe('names from a Google profile', () => {
  it.each([
    ['a NUL', { givenName: 'Ann\u0000a', familyName: 'Lee\u0000' }, 'Anna', 'Lee'],
    ['control and bidirectional characters', { givenName: '\u202EAdmin\u0007', familyName: 'Lee\u2066son' }, 'Admin', 'Leeson'],
    ['a lone surrogate', { givenName: 'Zoe\uD800', familyName: '\uDC00' }, 'Zoe', ''],
    ['nothing valid left', { givenName: '\u0000\u0001', familyName: undefined, name: undefined }, 'google-4', ''],
    ['more than 100 characters', { givenName: 'A'.repeat(150), familyName: '😀'.repeat(80) }, 'A'.repeat(100), '😀'.repeat(50)],
  ])('with %s are stored as a typed name would be', async (_case, names, firstName, lastName) => {
    const result = await resolveGoogleAccount({ deps: t, identity: identity(names) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [stored] = await t.db.select().from(users).where(eq(users.id, result.user.id));
    expect([stored?.firstName, stored?.lastName]).toEqual([firstName, lastName]);
    expect(hasForbiddenCharacters(`${stored?.firstName}${stored?.lastName}`)).toBe(false);
  });
});
