import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures';

interface Station {
  id: string;
  callLetters: string;
  affiliate: string;
  market: string;
  state: string | null;
  showName: string | null;
  rate: number | null;
  isHidden: boolean;
}

const FAILURE = "I'm having trouble searching right now. Please try again in a moment.";
const PASSWORD = 'correct horse battery staple';
let n = 0;

/** Registers and signs in through the API; the session cookie lands in the page's context. */
async function signIn(page: Page, firstName = 'Casey'): Promise<string> {
  const email = `chat-${Date.now().toString(36)}-${++n}@example.test`;
  const register = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName, lastName: 'Chatter', userType: 'individual' },
  });
  expect(register.status()).toBe(201);
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return email;
}

async function openChat(page: Page): Promise<Locator> {
  await page.goto('/chat');
  const panel = page.getByRole('region', { name: 'Chat assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

const visibleStations = async (request: APIRequestContext) => (await (await request.get('/api/stations')).json()) as Station[];
const lastAnswer = (panel: Locator) => panel.getByTestId('chat-assistant-message').last();
const cardsOf = (answer: Locator) => answer.getByRole('article');

async function ask(panel: Locator, question: string) {
  const box = panel.getByRole('textbox', { name: 'Ask about TV stations' });
  await box.fill(question);
  await box.press('Enter');
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test.describe('chat assistant', () => {
  test('page: navigation, user menu with Profile, welcome with examples, a 600 px panel', async ({ page }) => {
    const email = await signIn(page, 'Robin');
    const panel = await openChat(page);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    for (const [name, href] of [
      ['Dashboard', '/'],
      ['Search Stations', '/search'],
      ['Chat Assistant', '/chat'],
      ['My Bookings', '/orders'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(nav.getByRole('link', { name: 'Chat Assistant' })).toHaveAttribute('aria-current', 'page');
    expect((await panel.boundingBox())?.height).toBe(600);
    const welcome = lastAnswer(panel);
    await expect(welcome).toContainText("Hi! I'm your TV booking assistant.");
    await expect(welcome.getByRole('list', { name: 'Example questions' }).getByRole('button')).toHaveCount(4);
    for (const name of ['All Stations', 'Texas Stations', 'NBC Stations', 'Under $2000']) {
      await expect(panel.getByRole('group', { name: 'Quick questions' }).getByRole('button', { name, exact: true })).toBeVisible();
    }
    await page.screenshot({ path: '/tmp/chat.png', fullPage: true });

    await page.getByRole('button', { name: /User menu: Robin Chatter/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile).toContainText(email);
    await expect(profile).toContainText('Robin Chatter');
  });

  test('Sign out ends the session and goes to /', async ({ page }) => {
    await signIn(page);
    await openChat(page);
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('each quick button asks its question and answers from the visible stations', async ({ page }) => {
    await signIn(page);
    const panel = await openChat(page);
    const all = await visibleStations(page.request);
    const cases: [string, string, Station[]][] = [
      ['All Stations', 'Show me all stations', all],
      ['Texas Stations', 'Show me stations in Texas', all.filter((s) => s.state === 'TX')],
      ['NBC Stations', 'Show me NBC stations', all.filter((s) => s.affiliate.toUpperCase() === 'NBC')],
      ['Under $2000', 'Show me stations under $2000', all.filter((s) => s.rate !== null && s.rate <= 2000)],
    ];
    for (const [button, question, expected] of cases) {
      expect(expected.length).toBeGreaterThan(5);
      await panel.getByRole('button', { name: button, exact: true }).click();
      await expect(panel.getByTestId('chat-user-message').last()).toContainText(question);
      const answer = lastAnswer(panel);
      await expect(answer).toContainText(`I found ${expected.length} stations matching "${question}". Networks:`);
      await expect(answer).toContainText('Here are the first 5:');
      const cards = cardsOf(answer);
      await expect(cards).toHaveCount(5);
      const shown = await cards.getByRole('heading').allTextContents();
      expect(shown).toEqual(expected.slice(0, 5).map((s) => s.callLetters));
      for (const s of expected.slice(0, 5)) {
        const card = answer.getByRole('article', { name: s.callLetters, exact: true });
        await expect(card).toContainText(s.market);
        await expect(card).toContainText(s.affiliate);
        await expect(card.getByTestId('chat-station-rate')).toHaveText(s.rate === null ? 'Contact for pricing' : `$${s.rate.toLocaleString('en-US')}`);
        if (s.showName) await expect(card).toContainText(s.showName);
        await expect(card.getByRole('button', { name: 'Book Now' })).toBeVisible();
      }
    }
    await page.screenshot({ path: '/tmp/chat-answer.png' });
  });

  test('Enter sends, Shift+Enter makes a new line, blank text and questions during a search are ignored', async ({ page }) => {
    await signIn(page);
    const panel = await openChat(page);
    const box = panel.getByRole('textbox', { name: 'Ask about TV stations' });
    const questions = panel.getByTestId('chat-user-message');

    await box.fill('   ');
    await box.press('Enter');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(questions).toHaveCount(0);

    await box.fill('Houston');
    await box.press('Shift+Enter');
    await box.pressSequentially('stations');
    await expect(box).toHaveValue('Houston\nstations');
    await expect(questions).toHaveCount(0);

    // Hold the station list back so the first question is still running when the second comes.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/stations', async (route) => {
      await held;
      await route.continue();
    });
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(questions).toHaveCount(1);
    await expect(questions.first()).toContainText('Houston stations');
    await expect(panel.getByRole('status')).toContainText('Searching stations');
    await box.fill('NBC stations');
    await box.press('Enter');
    await panel.getByRole('button', { name: 'All Stations' }).click({ force: true });
    await expect(questions).toHaveCount(1);
    await expect(box).toHaveValue('NBC stations');
    release();
    await expect(lastAnswer(panel)).toContainText('matching "Houston stations"');
    await box.press('Enter');
    await expect(questions).toHaveCount(2);
    await expect(lastAnswer(panel)).toContainText('matching "NBC stations"');
  });

  test('no match: a helpful message with suggestions and the total and visible counts', async ({ page }) => {
    await signIn(page);
    const panel = await openChat(page);
    const stats = (await (await page.request.get('/api/chat/stats')).json()) as { total: number; visible: number };
    // Far from every known place: 'Atlantis' would be read as Atlanta, as the station search reads it.
    await ask(panel, 'stations in Xyzzyville');
    const answer = lastAnswer(panel);
    await expect(answer).toContainText('I couldn\'t find any stations matching "stations in Xyzzyville".');
    await expect(answer).toContainText(`I searched ${stats.visible} available stations out of ${stats.total} stations in our network.`);
    await expect(answer).toContainText('"Texas stations"');
    await expect(cardsOf(answer)).toHaveCount(0);
  });

  test('a failed search gives the spec reply', async ({ page }) => {
    await signIn(page);
    const panel = await openChat(page);
    await page.route('**/api/stations', (route) => route.abort());
    await ask(panel, 'NBC stations');
    await expect(lastAnswer(panel).getByText(FAILURE, { exact: true })).toBeVisible();
  });

  test('Book Now opens the booking dialog for that station on the dashboard', async ({ page }) => {
    await signIn(page);
    const panel = await openChat(page);
    const station = (await visibleStations(page.request)).find((s) => s.state === 'TX' && s.rate !== null)!;
    await ask(panel, station.callLetters);
    const card = lastAnswer(panel).getByRole('article', { name: station.callLetters, exact: true });
    await card.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Lifestyle Show Segment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${station.callLetters} (${station.affiliate}) · ${station.market}`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a hidden station never appears, asked for by name, market or everything', async ({ page }) => {
    const token = await adminToken(page.request);
    const before = await visibleStations(page.request);
    const target = before.find((s) => s.state === 'TX')!;
    const hide = (isHidden: boolean) =>
      page.request.patch(`/api/admin/stations/${target.id}/visibility`, { data: { isHidden }, headers: { Authorization: `Bearer ${token}` } });
    expect((await hide(true)).status()).toBe(200);
    try {
      await signIn(page);
      const panel = await openChat(page);
      await ask(panel, target.callLetters);
      await expect(lastAnswer(panel)).toContainText(`I couldn't find any stations matching "${target.callLetters}"`);
      await ask(panel, `${target.market} stations`);
      await expect(lastAnswer(panel)).toContainText('matching');
      await expect(lastAnswer(panel).getByRole('article', { name: target.callLetters, exact: true })).toHaveCount(0);
      await ask(panel, 'all stations');
      await expect(lastAnswer(panel)).toContainText(`I found ${before.length - 1} stations matching "all stations"`);
      await expect(page.getByRole('article', { name: target.callLetters, exact: true })).toHaveCount(0);
    } finally {
      expect((await hide(false)).status()).toBe(200);
    }
  });

  test('questions are logged: the admin Chat Queries tab lists them; those that found nothing show in unmet demand', async ({ page, browser }) => {
    const email = await signIn(page);
    const panel = await openChat(page);
    const question = `Stations in Zanzibar ${Date.now().toString(36)}`;
    const logged = page.waitForResponse((r) => r.url().endsWith('/api/chat/log') && r.request().method() === 'POST');
    await ask(panel, question);
    expect((await logged).status()).toBe(201);
    await expect(lastAnswer(panel)).toContainText("I couldn't find any stations matching");

    const token = await adminToken(page.request);
    const admin = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await admin.addInitScript((t) => localStorage.setItem('admin_token', t), token);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: /Chat Queries/ }).click();
    const row = admin.getByRole('row').filter({ hasText: question });
    await expect(row).toContainText(email);
    await expect(row).toContainText('0');

    await admin.goto('/analytics');
    await expect(admin.getByText(question.toLowerCase())).toBeVisible();
    await admin.close();
  });
});

test('the chat forgives like the station search: a typo is read, an ambiguous place is asked about, a place without the show falls back to its stations', async ({
  page,
  request,
}) => {
  await signIn(page);
  const panel = await openChat(page);
  const visible = await visibleStations(request);

  await ask(panel, 'Calfornia');
  const california = visible.filter((s) => s.state === 'CA').length;
  await expect(lastAnswer(panel)).toContainText(`Showing results for "California". I found ${california} stations matching "Calfornia"`);
  await expect(cardsOf(lastAnswer(panel))).toHaveCount(5);

  await ask(panel, 'Washington');
  await expect(lastAnswer(panel)).toContainText('"Washington" can mean Washington (state) or Washington, DC: which one do you mean?');
  const both = visible.filter((s) => s.state === 'WA' || s.market === 'Washington, DC').length;
  await expect(lastAnswer(panel)).toContainText(`I found ${both} stations`);

  await ask(panel, 'Morning show in Chicago');
  const chicago = visible.filter((s) => s.market === 'Chicago');
  await expect(lastAnswer(panel)).toContainText('No station matches every detail of "Morning show in Chicago". Here are the stations in Chicago instead.');
  await expect(cardsOf(lastAnswer(panel))).toHaveCount(Math.min(chicago.length, 5));
});
