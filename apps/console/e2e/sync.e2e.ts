// The console renderer in Chromium with its bridge backed by the console's real main side (sync
// engine, replica, offline queue, notifier) running in a Node process of its own, against the
// real server, which the tests stop and start again: the views keep working from the replica,
// actions made offline land or come back under 'Needs attention', and a new booking raises one
// desktop notification that opens the request.
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validOrderBody } from '../../server/test/support/orders';
import { ADMIN, engineProcess, restartableServer, until, type EngineProcess, type RestartableServer } from '../test-support/processes';
import { buildRenderer, CONSOLE_PATH, removeRenderer, serveRenderer } from '../test-support/serve-renderer';

let outDir: string | undefined;
let server: RestartableServer;
let engine: EngineProcess | undefined;
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  outDir = await buildRenderer();
  server = await restartableServer({ dataDir: tempDir('console-sync-e2e-') });
  await server.start();
});

test.afterEach(async () => {
  await engine?.stop();
  engine = undefined;
  await server.start().catch(() => undefined);
});

test.afterAll(async () => {
  await server?.stop();
  removeRenderer(outDir);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

let booked = 0;
async function book(clientName: string, stationId: string): Promise<{ id: string; orderNumber: string }> {
  const res = await fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validOrderBody(stationId, ++booked, 'console-sync.example'), clientName }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; orderNumber: string };
}

async function adminApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const login = await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${server.url}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
  return (await res.json()) as T;
}

const statusBar = (page: Page) => page.getByRole('contentinfo', { name: 'Status bar' });
const syncState = (page: Page) => statusBar(page).getByRole('status', { name: 'Sync' });
const connection = (page: Page) => statusBar(page).getByRole('status', { name: 'Connection' });
/** The toast of a change the console kept offline (and not the server's success texts). */
const QUEUED_TEXT = 'Saved offline: waiting to sync';

/** Opens the console with its bridge on a fresh engine host, connects and signs in. */
async function openSignedIn(page: Page, serverUrl = server.url): Promise<void> {
  engine = await engineProcess(tempDir('console-user-e2e-'));
  // The page is served at the engine host's origin: it talks to that host only, as the app's
  // renderer talks to its main process only (and Chromium keeps pages off other loopback ports).
  await serveRenderer(page, engine.url, outDir!);
  await page.goto(`${engine.url}${CONSOLE_PATH}index.html?engine=${encodeURIComponent(engine.url)}`);
  await page.getByLabel('Server address').fill(serverUrl);
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(syncState(page)).toHaveText('Synced just now', { timeout: 60_000 });
}

test('with the server stopped the views work from the replica; offline actions land or come back under Needs attention', async ({ page }) => {
  const stations = await adminApi<{ id: string; callLetters: string; isHidden: boolean }[]>('/api/admin/stations');
  const visible = stations.filter((s) => !s.isHidden);
  const [home, edited, taken] = visible as [(typeof visible)[number], (typeof visible)[number], (typeof visible)[number]];
  const stamp = Date.now();
  const alpha = `Offline Alpha ${stamp}`;
  const beta = `Offline Beta ${stamp}`;
  const order = await book(alpha, home.id);
  await book(beta, home.id);
  await openSignedIn(page);

  await page.getByRole('tab', { name: /^Requests/ }).click();
  await expect(page.getByRole('article', { name: `Request for ${alpha}` })).toBeVisible();

  await server.stop();
  await expect(syncState(page)).toContainText('Offline: showing data from', { timeout: 60_000 });
  // Search runs over the replica: no server needed.
  await page.getByLabel('Search requests').fill(`Beta ${stamp}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('article', { name: `Request for ${beta}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Request for ${alpha}` })).toHaveCount(0);
  await page.getByLabel('Search requests').fill(`Alpha ${stamp}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // A status change made offline: shown at once, marked waiting.
  const card = page.getByRole('article', { name: `Request for ${alpha}` });
  await card.getByRole('combobox', { name: `Status for ${alpha}` }).click();
  await page.getByRole('option', { name: 'Booking', exact: true }).click();
  await expect(card.locator('[data-slot="badge"]').filter({ hasText: /^Booking$/ })).toBeVisible();
  await expect(syncState(page)).toHaveText('1 changes waiting');
  // Kept, not done: the toast says so rather than claiming the server took it.
  await expect(page.getByText(QUEUED_TEXT, { exact: true })).toBeVisible();
  await expect(page.getByText('Request status updated successfully', { exact: true })).toHaveCount(0);
  const waiting = page.getByRole('region', { name: 'Waiting to sync' });
  await expect(waiting).toContainText('Waiting to sync');
  await expect(waiting).toContainText(order.orderNumber);

  // A station edit the server will refuse: those call letters belong to another station.
  await page.getByRole('tab', { name: /^TV Stations/ }).click();
  await page.getByLabel('Search stations').fill(edited.callLetters);
  await page.getByRole('button', { name: `Edit ${edited.callLetters}` }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Call Letters').fill(taken.callLetters);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toHaveCount(0);
  await expect(syncState(page)).toHaveText('2 changes waiting');

  await server.start();
  await expect(syncState(page)).toHaveText('Synced just now', { timeout: 90_000 });
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention).toContainText(`A station with call letters ${taken.callLetters} already exists`);
  await expect(page.getByRole('region', { name: 'Waiting to sync' })).toHaveCount(0);
  // Rolled back in the views; the status change landed on the server.
  await page.getByLabel('Search stations').fill(edited.callLetters);
  await expect(page.getByRole('button', { name: `Edit ${edited.callLetters}` })).toBeVisible();
  expect((await adminApi<{ status: string }>(`/api/admin/orders/${order.id}`)).status).toBe('booking');
  expect((await adminApi<{ id: string; callLetters: string }[]>('/api/admin/stations')).find((s) => s.id === edited.id)?.callLetters).toBe(edited.callLetters);

  await attention.getByRole('button', { name: 'Dismiss' }).click();
  await expect(attention).toHaveCount(0);
});

test('a booking made through the web API raises one notification naming client and station; a click opens it', async ({ page }) => {
  const [station] = (await adminApi<{ id: string; callLetters: string; isHidden: boolean }[]>('/api/admin/stations')).filter((s) => !s.isHidden);
  await openSignedIn(page);
  await page.getByRole('tab', { name: /^Requests/ }).click();

  const clientName = `Pushed Client ${Date.now()}`;
  const order = await book(clientName, station!.id);
  const notices = await until(
    'a notification',
    async () => ((await engine!.notices()).length ? engine!.notices() : undefined),
    () => 'none shown',
    60_000,
  );
  expect(notices).toEqual([{ title: 'New request', body: `${clientName} on ${station!.callLetters}`, orderId: order.id }]);
  // Pushed into the open view, no reload.
  await expect(page.getByRole('article', { name: `Request for ${clientName}` })).toBeVisible();

  await fetch(`${engine!.url}/click`, { method: 'POST', body: JSON.stringify({ index: 0 }) });
  const details = page.getByRole('dialog', { name: 'Request Details' });
  await expect(details).toContainText(`Request for ${clientName}`);
  await expect(details).toContainText(order.orderNumber);

  // A change made elsewhere reaches the open dialog; later changes and pulls do not repeat the notification.
  await adminApi(`/api/admin/orders/${order.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'sent_to_station' }) });
  await expect(details.getByRole('region', { name: 'Request Information' })).toContainText('Sent to Station', { timeout: 30_000 });
  expect(await engine!.notices()).toHaveLength(1);
});

test('a reload shows the connection state the main process already knows', async ({ page }) => {
  await openSignedIn(page);
  await expect(connection(page)).toHaveText('Connected');
  // As a start with a saved session: the main process's state has not changed, so it pushes nothing.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(connection(page)).toHaveText('Connected');
});

test('a note written offline is announced as waiting, not as added', async ({ page }) => {
  const [station] = (await adminApi<{ id: string; isHidden: boolean }[]>('/api/admin/stations')).filter((s) => !s.isHidden);
  const clientName = `Noted Offline ${Date.now()}`;
  await book(clientName, station!.id);
  await openSignedIn(page);
  await server.stop();
  await expect(syncState(page)).toContainText('Offline: showing data from', { timeout: 60_000 });
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await page
    .getByRole('article', { name: `Request for ${clientName}` })
    .getByRole('button', { name: 'Details' })
    .click();
  const details = page.getByRole('dialog', { name: 'Request Details' });
  await details.getByLabel('Internal note (never shown to the customer)').fill('Called the producer (offline)');
  await details.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(QUEUED_TEXT, { exact: true })).toBeVisible();
  await expect(page.getByText('Note added', { exact: true })).toHaveCount(0);
  // Shown at once all the same, as the replica holds it until the server takes it.
  await expect(details.getByRole('region', { name: 'History' })).toContainText('Called the producer (offline)');
});

test('a station edit and notification changes made offline are announced as waiting, not as saved', async ({ page }) => {
  const [station] = (await adminApi<{ id: string; callLetters: string; isHidden: boolean }[]>('/api/admin/stations')).filter((s) => !s.isHidden);
  const title = `Offline notice ${Date.now()}`;
  const made = await adminApi<{ id: string }>('/api/admin/notifications', {
    method: 'POST',
    body: JSON.stringify({ title, message: 'Kept while offline', type: 'announcement', startDate: '2026-01-01', isActive: true }),
  });
  await openSignedIn(page);
  await server.stop();
  await expect(syncState(page)).toContainText('Offline: showing data from', { timeout: 60_000 });
  const waiting = page.getByRole('region', { name: 'Waiting to sync' });
  const queuedToasts = page.getByText(QUEUED_TEXT, { exact: true });

  // A station edit.
  await page.getByLabel('Search stations').fill(station!.callLetters);
  await page.getByRole('button', { name: `Edit ${station!.callLetters}` }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Show Name (optional)').fill('Edited Offline');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toHaveCount(0);
  await expect(queuedToasts).toBeVisible();
  await expect(page.getByText('Station updated successfully', { exact: true })).toHaveCount(0);
  await expect(waiting).toContainText(`${station!.callLetters}: edited`);

  // A notification paused (one toast at a time: the first goes before the second comes).
  await expect(queuedToasts).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('tab', { name: /^Notifications/ }).click();
  await page.getByRole('button', { name: `Pause notification ${title}` }).click();
  await expect(page.getByRole('button', { name: `Resume notification ${title}` })).toBeVisible();
  await expect(queuedToasts).toBeVisible();
  await expect(page.getByText('Notification updated successfully', { exact: true })).toHaveCount(0);
  await expect(waiting).toContainText(`Notification '${title}': changed`);
  await expect(syncState(page)).toHaveText('2 changes waiting');

  await server.start();
  await expect(syncState(page)).toHaveText('Synced just now', { timeout: 90_000 });
  expect((await adminApi<{ id: string; showName: string | null }[]>('/api/admin/stations')).find((s) => s.id === station!.id)?.showName).toBe('Edited Offline');
  expect((await adminApi<{ id: string; isActive: boolean }[]>('/api/admin/notifications')).find((n) => n.id === made.id)?.isActive).toBe(false);
});

/** A proxy in front of the server whose change feed pages answer 500 while `failing` is set. */
async function feedFailingProxy(): Promise<{ url: string; failing: boolean; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const state = { failing: false };
  const proxy = createServer((req, res) => {
    if (state.failing && (req.url ?? '').startsWith('/api/admin/changes?'))
      return void res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"Internal error"}');
    const upstream = httpRequest(new URL(req.url ?? '/', server.url), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((ok) => proxy.close(() => ok()));
    },
  });
}

test('while the change feed answers with an error the status bar does not say Connected beside Offline', async ({ page }) => {
  const proxy = await feedFailingProxy();
  try {
    await openSignedIn(page, proxy.url);
    await expect(connection(page)).toHaveText('Connected');
    proxy.failing = true;
    // The next pull (on the next push) is refused: the data is as of the last good pull.
    const [station] = (await adminApi<{ id: string; isHidden: boolean }[]>('/api/admin/stations')).filter((s) => !s.isHidden);
    await book(`Feed Failing ${Date.now()}`, station!.id);
    await expect(syncState(page)).toContainText('Offline: showing data from', { timeout: 60_000 });
    await expect(connection(page)).toHaveText('Cannot sync with the server');
    proxy.failing = false;
    await book(`Feed Back ${Date.now()}`, station!.id);
    await expect(syncState(page)).toHaveText('Synced just now', { timeout: 60_000 });
    await expect(connection(page)).toHaveText('Connected');
  } finally {
    await proxy.close();
  }
});
