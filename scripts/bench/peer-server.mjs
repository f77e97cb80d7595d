// The peer: the obvious way to write this API with the same libraries (Hono, better-sqlite3,
// zod), written plainly: zod checks every request, each request prepares its statement and
// reads the database (no cache), and an order is stored with its two emails as outbox rows in
// one transaction. WAL with synchronous=NORMAL, the product's durability. No logging.
// Usage: node peer-server.mjs <app.db to copy the stations from> <peer.db to create>
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'), 'apps', 'server');
const requireFromServer = createRequire(join(serverDir, 'package.json'));
const load = async (name) => import(pathToFileURL(requireFromServer.resolve(name)).href);
const Database = requireFromServer('better-sqlite3');
const { Hono } = await load('hono');
const { serve } = await load('@hono/node-server');
const { z } = await load('zod');

const [appDb, peerDb] = process.argv.slice(2);
for (const suffix of ['', '-wal', '-shm']) rmSync(`${peerDb}${suffix}`, { force: true });
const db = new Database(peerDb);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  attach database '${appDb.replaceAll("'", "''")}' as app;
  create table stations as select id, call_letters, affiliate, market, state, city, show_name, link, rate, is_hidden from app.stations;
  detach database app;
  create unique index stations_id on stations (id);
  create index stations_state on stations (state);
  create table orders (
    id text primary key, order_number text not null unique, agency_name text, client_name text not null,
    contact_name text not null, email text not null, phone text, interview_topic text not null,
    station_id text references stations (id), preferred_date text not null, alternative_date text, notes text,
    status text not null default 'pending', created_at text not null, updated_at text not null
  );
  create index orders_email on orders (email);
  create index orders_created_at on orders (created_at);
  create table outbox (
    id integer primary key autoincrement, "to" text not null, subject text not null, text text not null,
    status text not null default 'pending', created_at text not null
  );
`);

const STATION_COLUMNS = `id, call_letters as callLetters, affiliate, market, state, city, show_name as showName, link, rate, is_hidden as isHidden`;
const publicStation = (row) => ({ ...row, isHidden: row.isHidden === 1 });

const stationQuery = z.object({
  state: z.string().max(100).optional(),
  market: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
});

const day = /^\d{4}-\d{2}-\d{2}$/;
const isWeekday = (d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay());
const orderInput = z.object({
  agencyName: z.string().trim().max(200).nullable().optional(),
  clientName: z.string().trim().min(1).max(200),
  contactName: z.string().trim().min(1).max(200),
  email: z
    .email()
    .max(254)
    .transform((e) => e.toLowerCase()),
  phone: z.string().trim().max(50).nullable().optional(),
  interviewTopic: z.string().trim().min(1).max(500),
  stationId: z.string().min(1).max(100),
  preferredDate: z.string().regex(day).refine(isWeekday, 'must be a weekday'),
  alternativeDate: z.string().regex(day).refine(isWeekday, 'must be a weekday').nullable().optional(),
  notes: z.string().max(2000).nullable().optional(),
});

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const orderNumber = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => CROCKFORD[b % 32]).join('');

const placeOrder = db.transaction((order, station) => {
  db.prepare(
    `insert into orders (id, order_number, agency_name, client_name, contact_name, email, phone, interview_topic,
       station_id, preferred_date, alternative_date, notes, status, created_at, updated_at)
     values (@id, @orderNumber, @agencyName, @clientName, @contactName, @email, @phone, @interviewTopic,
       @stationId, @preferredDate, @alternativeDate, @notes, @status, @createdAt, @updatedAt)`,
  ).run(order);
  const queue = db.prepare('insert into outbox ("to", subject, text, created_at) values (?, ?, ?, ?)');
  queue.run(
    'ops@localhost',
    `New booking request ${order.orderNumber}: ${station.callLetters}`,
    `${order.contactName} (${order.email}) asks for ${station.callLetters} in ${station.market} on ${order.preferredDate}.\nTopic: ${order.interviewTopic}`,
    order.createdAt,
  );
  queue.run(
    order.email,
    `We received your booking request ${order.orderNumber}`,
    `Hello ${order.contactName},\n\nWe received your request for ${station.callLetters} (${station.market}) on ${order.preferredDate}. We confirm within 24 hours, Monday to Friday.`,
    order.createdAt,
  );
});

const invalid = (c, error) =>
  c.json({ message: 'Please check the highlighted fields', code: 'validation_error', fieldErrors: z.flattenError(error).fieldErrors }, 400);

const app = new Hono();
app.get('/api/health', (c) => c.json({ ok: true }, 200));
app.get('/api/stations', (c) => {
  const parsed = stationQuery.safeParse(c.req.query());
  if (!parsed.success) return invalid(c, parsed.error);
  const { state, market, q } = parsed.data;
  const where = ['is_hidden = 0'];
  const params = [];
  if (state) {
    where.push('state = ?');
    params.push(state.toUpperCase());
  }
  if (market) {
    where.push('market like ?');
    params.push(`%${market}%`);
  }
  if (q) {
    where.push('(call_letters like ? or market like ? or affiliate like ? or show_name like ? or city like ? or state like ?)');
    params.push(...Array(6).fill(`%${q}%`));
  }
  const rows = db.prepare(`select ${STATION_COLUMNS} from stations where ${where.join(' and ')} order by market, call_letters`).all(...params);
  return c.json(rows.map(publicStation), 200);
});
app.post('/api/orders', async (c) => {
  const parsed = orderInput.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return invalid(c, parsed.error);
  const input = parsed.data;
  const station = db.prepare(`select ${STATION_COLUMNS} from stations where id = ? and is_hidden = 0`).get(input.stationId);
  if (!station) return c.json({ message: 'Please choose a station', code: 'station_missing' }, 400);
  const now = new Date().toISOString();
  const order = {
    id: randomUUID(),
    orderNumber: orderNumber(),
    agencyName: input.agencyName ?? null,
    clientName: input.clientName,
    contactName: input.contactName,
    email: input.email,
    phone: input.phone ?? null,
    interviewTopic: input.interviewTopic,
    stationId: station.id,
    preferredDate: input.preferredDate,
    alternativeDate: input.alternativeDate ?? null,
    notes: input.notes ?? null,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  };
  placeOrder(order, station);
  return c.json({ ...order, station: publicStation(station) }, 201);
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => process.stdout.write(`listening ${info.port}\n`));
process.on('SIGTERM', () => server.close(() => (db.close(), process.exit(0))));
