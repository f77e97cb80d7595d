import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './support/fixtures';
import { loginToken, openAdmin } from './support/admin-helpers';
import { audit } from './support/a11y-helpers';

// A receiver of our own on loopback (the server under test runs with WEBHOOKS_ALLOW_LOOPBACK=1).
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let receiverUrl = '';
let token = '';
test.beforeAll(async ({ server }) => {
  token = await loginToken(server.url);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${Date.now()}`;
});
test.afterAll(async () => {
  await new Promise<void>((ok) => receiver.close(() => ok()));
});

test('the Webhooks tab adds an endpoint (secret shown once), sends a test, lists the delivery, rotates the secret and pauses', async ({ page }) => {
  await openAdmin(page, token);
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  const form = page.getByRole('form', { name: 'Add Webhook' });

  // Nothing is sent without a URL and an event; the server's own refusal lands on its field.
  await form.getByRole('button', { name: 'Add Webhook' }).click();
  await expect(form.getByText('URL is required')).toBeVisible();
  await expect(form.getByText('Choose at least one event')).toBeVisible();
  await form.getByLabel('Endpoint URL').fill('https://10.0.0.7/hooks');
  await form.getByLabel('order.created').check();
  await form.getByRole('button', { name: 'Add Webhook' }).click();
  await expect(form.getByText('URL must not point to a loopback, private, link-local or otherwise reserved address')).toBeVisible();

  await form.getByLabel('Endpoint URL').fill(receiverUrl);
  await form.getByLabel('Description (optional)').fill('Browser test receiver');
  await form.getByLabel('order.status_changed').check();
  await form.getByRole('button', { name: 'Add Webhook' }).click();
  const secret = page.getByLabel('Signing secret');
  await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const first = (await secret.textContent()) ?? '';
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toHaveCount(0);

  const card = page.getByRole('article', { name: receiverUrl });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Events: order.created, order.status_changed')).toBeVisible();

  await card.getByRole('button', { name: 'Send test' }).click();
  const deliveries = card.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
  await expect(deliveries.getByRole('row').filter({ hasText: 'webhook.test' }).getByText('delivered')).toBeVisible({ timeout: 30_000 });
  await expect(deliveries.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('204');
  await audit(page, 'the webhooks tab with its deliveries', 'main');
  const delivery = received.find((r) => r.body.includes('"webhook.test"'));
  expect(delivery?.headers['webhook-signature']).toMatch(/^v1,/);
  expect(delivery?.headers['webhook-id']).toMatch(/^msg_/);

  // Rotating breaks the receiver's checks until it has the new secret: asked first.
  await card.getByRole('button', { name: 'Rotate secret' }).click();
  const question = page.getByRole('alertdialog', { name: 'Rotate secret' });
  await expect(question).toContainText(`The receiver at ${receiverUrl} must then check signatures with the new secret`);
  await question.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(secret).toHaveText(/^whsec_/);
  expect(await secret.textContent()).not.toBe(first);
  await page.getByRole('button', { name: 'Done' }).click();

  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete webhook ${receiverUrl}` }).click();
  const deleting = page.getByRole('alertdialog', { name: 'Delete webhook' });
  await expect(deleting).toContainText(`Are you sure you want to delete the webhook ${receiverUrl}?`);
  await deleting.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);
  await page.getByRole('button', { name: `Delete webhook ${receiverUrl}` }).click();
  await deleting.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});

test('the secret takes the focus when shown (after Add Webhook, and after Rotate secret on a card far down), and Done hands it to the heading', async ({
  page,
  request,
}) => {
  // Enough endpoints that the last card is a screen below the secret's place at the top.
  const urls = Array.from({ length: 6 }, (_, i) => `${receiverUrl}/focus-${i}`);
  for (const url of urls.slice(1)) {
    const res = await request.post('/api/admin/webhooks', { headers: { Authorization: `Bearer ${token}` }, data: { url, events: ['order.created'] } });
    expect(res.status()).toBe(201);
  }
  await page.setViewportSize({ width: 768, height: 700 });
  await openAdmin(page, token);
  await page.getByRole('tab', { name: 'Webhooks' }).click();
  const form = page.getByRole('form', { name: 'Add Webhook' });
  await form.getByLabel('Endpoint URL').fill(urls[0]!);
  await form.getByLabel('order.created').check();
  await form.getByRole('button', { name: 'Add Webhook' }).click();
  const shown = page.getByRole('alert').filter({ has: page.getByLabel('Signing secret') });
  await expect(shown).toBeFocused();
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeFocused();

  const last = page.getByRole('article').last();
  await expect(last).not.toBeInViewport();
  await last.getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('alertdialog', { name: 'Rotate secret' }).getByRole('button', { name: 'Rotate secret' }).click();
  await expect(shown).toBeFocused();
  await expect(shown).toBeInViewport();

  for (const url of urls) {
    const hook = page.getByRole('article', { name: url });
    await page.getByRole('button', { name: `Delete webhook ${url}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete webhook' }).getByRole('button', { name: 'Delete' }).click();
    await expect(hook).toHaveCount(0);
  }
});

test('the API page at /api/docs shows each route with what it answers, and the named shapes behind a link', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/api/docs');
  const booking = page
    .locator('details.op')
    .filter({ has: page.locator('summary .method.post') })
    .filter({ has: page.locator('summary span', { hasText: /^\/api\/orders$/ }) });
  await booking.locator('summary').click();
  await expect(booking.getByText('Idempotency-Key', { exact: true })).toBeVisible();
  await expect(booking.getByText(/^201: The order; or, for stationIds/)).toBeVisible();
  await booking.getByRole('link', { name: 'Order', exact: true }).click();
  await expect(page).toHaveURL(/#schema-Order$/);
  const order = page.locator('#schema-Order');
  await expect(order).toHaveAttribute('open', '');
  await expect(order.locator('pre')).toContainText('"customerStatus"');
  await expect(order.locator('pre')).toContainText('#/components/schemas/PublicStation');
  // What a receiver gets: each event with its signed headers and body.
  const hooks = page.locator('section.tag').filter({ has: page.getByRole('heading', { name: 'Webhooks we send' }) });
  const created = hooks.locator('details.op').filter({ has: page.locator('summary span', { hasText: /^order\.created$/ }) });
  await created.locator('summary').click();
  await expect(created.getByText('webhook-signature', { exact: true })).toBeVisible();
  await expect(created.locator('pre')).toContainText('#/components/schemas/AdminOrderWithStation');
  expect(errors).toEqual([]);
});
