import { generateKeyPairSync, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, sessions, stations, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { lastCookie, login, PASSWORD, register, verifiedUser } from './test-support';

// A real OpenID provider (oidc-provider) on loopback plays Google: discovery, its own signing
// keys, login and consent screens, the token endpoint. The app talks to it through openid-client.

interface TestAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

const CLIENT_ID = 'spotlight-tv-test';
const CLIENT_SECRET = 'a-client-secret-for-the-test-provider-only';
const accounts = new Map<string, TestAccount>();
let forgeIdToken = false;
let issuer = '';
let server: Server;
let t: TestApp;

const b64url = (v: Buffer | string) => Buffer.from(v).toString('base64url');

/** The same header and claims, signed with a key the provider never published. */
function forge(idToken: string): string {
  const [header = '', payload = ''] = idToken.split('.');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const input = `${header}.${payload}`;
  return `${input}.${b64url(sign('sha256', Buffer.from(input), privateKey))}`;
}

beforeAll(async () => {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    seed: true,
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: issuer, RATE_LIMITS: 'off' },
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${t.config.publicUrl}/api/auth/google/callback`],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    // Like Google: the scope's claims travel in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (forgeIdToken && ctx.path === '/token' && body?.id_token) ctx.body = { ...body, id_token: forge(body.id_token) };
  });
  handler = provider.callback();
});

afterAll(async () => {
  await t.close();
  await new Promise((ok) => server.close(ok));
});

/** A browser at the provider: a cookie jar and redirect following, filling in the dev login and consent forms. */
async function signInAtProvider(authorizeUrl: string, accountId: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  let url = new URL(authorizeUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(t.config.publicUrl)) return url;
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { Cookie: cookieHeader(), ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
      body: form?.toString(),
    });
    keep(res);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (res.status !== 200 || !prompt) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt });
  }
  throw new Error('too many redirects at the provider');
}

/** GET /api/auth/google: the redirect to the provider and the flow cookie. */
async function start() {
  const res = await t.request('/api/auth/google');
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  const flow = lastCookie(res, 'google_flow')!;
  expect(flow.attributes['httponly']).toBe(true);
  expect(flow.attributes['samesite']).toBe('Lax');
  return { location, flowCookie: `google_flow=${flow.value}` };
}

const callback = (url: URL, cookie?: string) => t.request(`/api/auth/google/callback${url.search}`, { headers: cookie ? { Cookie: cookie } : {} });

/** The whole journey for one provider account; returns the callback's response. */
async function googleJourney(accountId: string) {
  const { location, flowCookie } = await start();
  const back = await signInAtProvider(location, accountId);
  return callback(back, flowCookie);
}

const signedInAs = async (res: Response) => {
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/');
  const cookie = lastCookie(res, 'session');
  expect(cookie?.value).toBeTruthy();
  const me = await t.request('/api/auth/user', { headers: { Cookie: `session=${cookie!.value}` } });
  expect(me.status).toBe(200);
  return (await me.json()) as { id: string; email: string; firstName: string; lastName: string; isEmailVerified: boolean; profileImageUrl: string | null };
};

const rejected = (res: Response, code = 'google_failed') => {
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(`/login?error=${code}`);
  expect(lastCookie(res, 'session')?.value ?? '').toBe('');
};

describe('Google sign-in against a real OpenID provider', () => {
  it('sends the browser to the issuer with PKCE (S256), state and nonce', async () => {
    const { location } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/auth/google/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('signs up a new user, verified from the start, then signs the same user in again', async () => {
    accounts.set('g-new', {
      email: 'New.Person@Example.test',
      email_verified: true,
      given_name: 'Nia',
      family_name: 'Person',
      picture: 'https://images.example.test/nia.png',
    });
    const user = await signedInAs(await googleJourney('g-new'));
    expect(user).toMatchObject({
      email: 'new.person@example.test',
      firstName: 'Nia',
      lastName: 'Person',
      isEmailVerified: true,
      profileImageUrl: 'https://images.example.test/nia.png',
    });
    const row = (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(row).toMatchObject({ googleId: 'g-new', passwordHash: null });

    const again = await signedInAs(await googleJourney('g-new'));
    expect(again.id).toBe(user.id);
    expect(await t.db.select().from(users).where(eq(users.email, 'new.person@example.test'))).toHaveLength(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);
    // A Google-only account has no password: password sign-in gets the one failure answer.
    const pw = await t.request('/api/auth/login', { json: { email: 'new.person@example.test', password: PASSWORD } });
    expect(pw.status).toBe(401);
    expect(await pw.json()).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
  });

  it('links an existing verified account when Google says the email is verified, joins its guest orders, and ends its other sessions', async () => {
    const { email, cookie: elsewhere } = await verifiedUser(t, { email: 'linda@example.test', firstName: 'Linda' });
    const station = (await t.db.select().from(stations).where(eq(stations.isHidden, false)))[0]!;
    const now = t.clock.now().toISOString();
    await t.db.insert(orders).values({
      id: 'guest-order-linda',
      orderNumber: 'GUESTLND',
      clientName: 'C',
      contactName: 'L',
      email,
      interviewTopic: 'T',
      stationId: station.id,
      preferredDate: '2026-12-01',
      createdAt: now,
      updatedAt: now,
    });
    accounts.set('g-linda', { email, email_verified: true, given_name: 'Other', family_name: 'Name' });
    const user = await signedInAs(await googleJourney('g-linda'));
    expect(user).toMatchObject({ email, firstName: 'Linda', isEmailVerified: true });
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]!.googleId).toBe('g-linda');
    expect((await t.db.select().from(orders).where(eq(orders.id, 'guest-order-linda')))[0]!.userId).toBe(user.id);
    // The session signed in before the link has ended; the password, proved with the mailbox, still works.
    expect((await t.request('/api/auth/user', { headers: { Cookie: elsewhere } })).status).toBe(401);
    await login(t, email, PASSWORD);
  });

  it("does not hand an attacker's pre-registered account to the owner: its password and sessions end when Google links it", async () => {
    // The attacker registers the victim's address with their own password and stays signed in.
    const attackerPassword = 'the attacker knows this one';
    const { email } = await register(t, { email: 'owner-of-this@example.test', password: attackerPassword, confirmPassword: attackerPassword });
    const attacker = await login(t, email, attackerPassword);
    expect((await t.request('/api/auth/user', { headers: { Cookie: attacker } })).status).toBe(200);

    // The owner later signs in with Google, which proves the address.
    accounts.set('g-owner', { email, email_verified: true, given_name: 'Owner' });
    const owner = await signedInAs(await googleJourney('g-owner'));
    expect(owner).toMatchObject({ email, isEmailVerified: true });

    // The attacker's session and password no longer open the account.
    expect((await t.request('/api/auth/user', { headers: { Cookie: attacker } })).status).toBe(401);
    expect((await t.request('/api/orders', { headers: { Cookie: attacker } })).status).toBe(401);
    const again = await t.request('/api/auth/login', { json: { email, password: attackerPassword } });
    expect(again.status).toBe(401);
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]).toMatchObject({ googleId: 'g-owner', passwordHash: null });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(1);
  });

  it('does not link, or create, an account for an email Google has not verified', async () => {
    const { email } = await register(t, { email: 'victim@example.test' });
    accounts.set('g-attacker', { email, email_verified: false, given_name: 'Mallory' });
    rejected(await googleJourney('g-attacker'), 'google_unverified');
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]!.googleId).toBeNull();
    accounts.set('g-unverified-new', { email: 'fresh-unverified@example.test', email_verified: false });
    rejected(await googleJourney('g-unverified-new'), 'google_unverified');
    expect((await t.db.select().from(users).where(eq(users.email, 'fresh-unverified@example.test')))[0]).toBeUndefined();
  });

  it('rejects a callback whose state is not the one it sent', async () => {
    accounts.set('g-state', { email: 'state@example.test', email_verified: true });
    const { location, flowCookie } = await start();
    const back = await signInAtProvider(location, 'g-state');
    back.searchParams.set('state', 'attacker-chosen-state');
    rejected(await callback(back, flowCookie));
    expect((await t.db.select().from(users).where(eq(users.email, 'state@example.test')))[0]).toBeUndefined();
  });

  it('rejects a callback without the flow cookie that holds the PKCE verifier', async () => {
    accounts.set('g-nocookie', { email: 'nocookie@example.test', email_verified: true });
    const { location } = await start();
    const back = await signInAtProvider(location, 'g-nocookie');
    rejected(await callback(back));
    rejected(await callback(back, 'google_flow=made-up-value'));
    expect((await t.db.select().from(users).where(eq(users.email, 'nocookie@example.test')))[0]).toBeUndefined();
  });

  it('rejects an ID token that the issuer did not sign', async () => {
    accounts.set('g-forged', { email: 'forged@example.test', email_verified: true });
    forgeIdToken = true;
    try {
      rejected(await googleJourney('g-forged'));
    } finally {
      forgeIdToken = false;
    }
    expect((await t.db.select().from(users).where(eq(users.email, 'forged@example.test')))[0]).toBeUndefined();
    // The same account goes through once the token is genuine.
    await signedInAs(await googleJourney('g-forged'));
  });

  it('uses a flow only once: replaying the callback fails', async () => {
    accounts.set('g-replay', { email: 'replay@example.test', email_verified: true });
    const { location, flowCookie } = await start();
    const back = await signInAtProvider(location, 'g-replay');
    await signedInAs(await callback(back, flowCookie));
    rejected(await callback(back, flowCookie));
  });
});

describe('Google sign-in when not configured', () => {
  it('answers 404 JSON on both routes', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      for (const path of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
        const res = await plain.request(path);
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ code: 'not_found' });
      }
    } finally {
      await plain.close();
    }
  });
});
