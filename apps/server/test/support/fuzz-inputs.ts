// Generators of bad (and sometimes good) API input for the fuzz tests: wrong types, missing and
// extra fields, huge and Unicode strings, nulls, arrays for objects, injection strings, bad
// tokens and cookies, bad query strings and path parameters.
import fc from 'fast-check';
import * as core from '@app/core';
import type { ApiRoute } from './api-routes';

/** Strings that have broken parsers, queries, templates and renderers elsewhere. */
export const NASTY_STRINGS = [
  "' OR '1'='1' --",
  '"; DROP TABLE orders; --',
  '1; PRAGMA writable_schema=ON',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFF\uFFFE',
  '\u202Eevil',
  '\r\nSet-Cookie: x=1',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9007199254740993',
  '-1',
  '',
  ' ',
  '\t\n',
  '%',
  '%%',
  '_',
  '*',
  'İstanbul',
  'ß'.repeat(200),
  '🙂'.repeat(120),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'a@b',
  'user@example.com',
  'mailto:user@example.com',
  'https://example.com/',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31',
  '0000-01-01',
  'x'.repeat(1_000),
];

/** Every field name the shared schemas know, plus a few that no schema has. */
export function knownFieldNames(): string[] {
  const names = new Set<string>(['id', 'userId', 'isAdmin', 'role', 'passwordHash', 'createdAt', 'status', 'ids', 'action', 'token', 'query', 'resultsCount']);
  for (const value of Object.values(core)) {
    const shape = (value as { shape?: unknown } | null)?.shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) names.add(key);
  }
  return [...names];
}

const hugeString = fc.integer({ min: 5_000, max: 120_000 }).map((n) => 'x'.repeat(n));

/** A string that is wrong in some way for almost every field. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

const badScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  badString,
);

/** Any JSON value that might land where a field is expected: scalars, arrays, objects. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: badScalar, weight: 6 },
  { arbitrary: fc.array(badScalar, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', 'toString', ''), badScalar, { maxKeys: 3 }), weight: 1 },
);

export interface BodyCase {
  contentType?: string;
  text: string;
}

/** encodeURIComponent that does not throw on lone surrogates (those are sent as U+FFFD). */
export const encode = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const jsonBody = (value: unknown): BodyCase => ({ contentType: 'application/json', text: JSON.stringify(value) ?? 'null' });

/** Bodies of every kind, built around the route's valid body when one is known. */
export function bodyArbitrary(base: Record<string, unknown> | undefined, fields: string[]): fc.Arbitrary<BodyCase | null> {
  const keys = base ? Object.keys(base) : [];
  const anyKey = fc.constantFrom(...keys, ...fields);
  const mutation = fc.oneof(
    fc.record({ op: fc.constant('delete' as const), key: keys.length ? fc.constantFrom(...keys) : anyKey }),
    fc.record({ op: fc.constant('set' as const), key: anyKey, value: badValue }),
  );
  const mutated = fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ops) => {
    const body: Record<string, unknown> = { ...base };
    for (const m of ops) {
      if (m.op === 'delete') delete body[m.key];
      else body[m.key] = m.value;
    }
    return jsonBody(body);
  });
  const malformed = fc
    .oneof(
      fc.constantFrom('{', '{"a":', '[1,2', '{"email": "a@b.c",}', "{'a': 1}", 'undefined', '{"a": NaN}', '\uFEFF{}', '{"__proto__": {"isAdmin": true}}'),
      fc.string({ maxLength: 60 }),
    )
    .map((text): BodyCase => ({ contentType: 'application/json', text }));
  const otherTypes = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/merge-patch+json',
        'application/xml',
        '',
      ),
      fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.constant('email=a%40b.c&password=x'),
        fc.constant('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'),
      ),
    )
    .map(([contentType, text]): BodyCase => ({ contentType, text }));
  return fc.oneof(
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: base ? fc.constant(jsonBody(base)) : fc.constant(jsonBody({})), weight: 1 },
    { arbitrary: mutated, weight: base ? 8 : 2 },
    { arbitrary: fc.dictionary(anyKey, badValue, { maxKeys: 6 }).map(jsonBody), weight: 3 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map(jsonBody), weight: 2 },
    { arbitrary: malformed, weight: 2 },
    { arbitrary: otherTypes, weight: 1 },
    { arbitrary: fc.integer({ min: 101 * 1024, max: 300 * 1024 }).map((n) => jsonBody({ notes: 'x'.repeat(n) })), weight: 1 },
  );
}

const QUERY_KEYS = ['state', 'market', 'q', 'token', 'email', 'limit', 'offset', 'sort', 'status', 'agencyName', 'error', 'code', 'redirect', '__proto__'];
const queryValue = fc.oneof(
  fc.constantFrom('TX', 'texas', 'houston', '10', '0', '-5', '5001', '1.5', 'newest', 'oldest', 'pending', 'booking', 'a@b.c'),
  badString.filter((s) => s.length < 3_000),
);

/** A query string: known and unknown keys, repeated keys, bad values, broken percent-encoding. */
export const queryArbitrary: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(''), weight: 2 },
  {
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })), queryValue), { minLength: 1, maxLength: 4 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`),
    weight: 6,
  },
  {
    arbitrary: fc.constantFrom(
      '?q=%',
      '?q=%zz',
      '?state=%E0%A4%A',
      '?q=%00',
      '?&&&=&',
      '?q',
      '?q=a&q=b&q=c',
      '?limit[]=1',
      '?q=%C0%AF',
      '?q=%ED%A0%80',
      '?email=a%40b.c%0D%0ASet-Cookie:x',
    ),
    weight: 2,
  },
);

/** A path segment: a real id (resolved when sent), or something no route expects. */
export type Segment = { real: number } | { raw: string };
export const segmentArbitrary: fc.Arbitrary<Segment> = fc.oneof(
  { arbitrary: fc.nat({ max: 1_000 }).map((real) => ({ real })), weight: 4 },
  { arbitrary: badString.filter((s) => s.length > 0 && s.length < 10_000).map((s) => ({ raw: encode(s) })), weight: 4 },
  {
    arbitrary: fc
      .constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '..', '%2e%2e', '%2F', '%00', '-1', '0', '1e3', 'null', 'undefined')
      .map((raw) => ({ raw })),
    weight: 2,
  },
);

export type Identity = 'none' | 'user' | 'admin' | 'badBearer' | 'badCookie' | 'both';

/** Header-safe text (a ByteString without control characters), as a client could send. */
const headerText = badString.map((s) => s.slice(0, 8_000).replace(/[^\x20-\x7E\x80-\xFF]/g, '?'));

export const badAuthorization = fc.oneof(
  headerText.map((s) => `Bearer ${s}`),
  fc.constantFrom('Bearer', 'Bearer ', 'bearer  x y', 'Basic YWRtaW46YWRtaW4=', 'Token abc', `Bearer ${'A'.repeat(43)}`, `Bearer ${'a'.repeat(10_000)}`),
);
export const badCookie = fc.oneof(
  headerText.map((s) => `session=${s}`),
  fc.constantFrom(
    'session',
    'session=',
    '=;;;',
    'session="unterminated',
    `session=${'A'.repeat(43)}`,
    '__Host-session=x; session=y',
    'session=a; session=b',
    `session=${'x'.repeat(8_000)}`,
  ),
);

export interface FuzzCase {
  method: string;
  segments: Segment[];
  query: string;
  identity: Identity;
  authorization: string;
  cookie: string;
  origin: 'same' | 'cross' | 'none' | 'null';
  body: BodyCase | null;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** Everything about one request to `route`, mostly wrong. */
export function caseArbitrary(route: ApiRoute, base: Record<string, unknown> | undefined, fields: string[]): fc.Arbitrary<FuzzCase> {
  const isAdmin = route.path.startsWith('/api/admin/') && route.path !== '/api/admin/login';
  const identity = fc.oneof(
    { arbitrary: fc.constant<Identity>('none'), weight: 2 },
    { arbitrary: fc.constant<Identity>('user'), weight: isAdmin ? 1 : 4 },
    { arbitrary: fc.constant<Identity>('admin'), weight: isAdmin ? 8 : 1 },
    { arbitrary: fc.constantFrom<Identity>('badBearer', 'badCookie', 'both'), weight: 2 },
  );
  return fc.record({
    method: fc.oneof({ arbitrary: fc.constant(route.method), weight: 19 }, { arbitrary: fc.constantFrom(...METHODS), weight: 1 }),
    segments: fc.array(segmentArbitrary, { minLength: route.params.length, maxLength: route.params.length }),
    query: queryArbitrary,
    identity,
    authorization: badAuthorization,
    cookie: badCookie,
    origin: fc.oneof(
      { arbitrary: fc.constant('same' as const), weight: 8 },
      { arbitrary: fc.constantFrom('cross' as const, 'none' as const, 'null' as const), weight: 2 },
    ),
    // GET routes rarely need a body (only when the method is swapped): skip the costly ones.
    body:
      route.method === 'GET'
        ? fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: bodyArbitrary(base, fields), weight: 1 })
        : bodyArbitrary(base, fields),
  });
}
