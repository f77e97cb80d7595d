// Everything thrown reaches the one error path: the API's error JSON, a log line and a metric;
// and a failed query's parameters (the row's email, names, password hash) never reach the log,
// on either database.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { createLogger } from '../lib/logger';
import { createMetrics } from '../lib/metrics';
import { PASSWORD } from '../routes/auth/test-support';
import { createTestApp, type TestApp } from '../test/helpers';
import { catchThrownValues, handleErrors } from './error-handler';
import { requestLog } from './request-log';

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(s) } });
  return { logger, lines };
}

describe('a failed query', () => {
  const log = capturedLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: log.logger, seed: false });
    // A fault planted in the database: every new account fails to be stored.
    await t.exec(
      t.database.dialect === 'sqlite'
        ? `CREATE TRIGGER planted_fault BEFORE INSERT ON users BEGIN SELECT RAISE(ABORT, 'planted fault'); END;`
        : `CREATE FUNCTION planted_fault() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'planted fault'; END $$ LANGUAGE plpgsql;
           CREATE TRIGGER planted_fault BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION planted_fault();`,
    );
  }, 120_000);
  afterAll(() => t.close());

  it('is logged with its statement and cause, never its parameters (the email, the names, the password hash)', async () => {
    const email = 'secret-victim-7f3a@example.test';
    const res = await t.request('/api/auth/register', {
      json: { firstName: 'Zebulonsecret', lastName: 'Quaxterhidden', email, password: PASSWORD, confirmPassword: PASSWORD, userType: 'individual' },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Something went wrong. Please try again in a moment.', code: 'internal_error' });
    const text = log.lines.join('');
    const line = log.lines.map((l) => JSON.parse(l) as { msg: string; error?: string }).find((l) => l.msg === 'unhandled error');
    expect(line?.error).toContain('planted fault');
    // drizzle names the statement and its parameters on PostgreSQL; better-sqlite3's error names neither.
    if (t.database.dialect === 'postgres') expect(line?.error).toMatch(/insert into "users"[^]*params: \[redacted\]/i);
    for (const secret of ['secret-victim-7f3a', 'Zebulonsecret', 'Quaxterhidden', '$argon2']) expect(text).not.toContain(secret);
  });

  it('is scrubbed from any text logged, whoever logs it', () => {
    const own = capturedLogger();
    const err = new Error('Failed query: insert into "users" ("email") values ($1)\nparams: someone@example.test,$argon2id$v=19$m=19456');
    own.logger.error('job failed', { error: err.stack, message: err.message });
    const text = own.lines.join('');
    expect(text).toContain('params: [redacted]');
    expect(text).not.toContain('someone@example.test');
    expect(text).not.toContain('argon2id');
  });
});

describe('a thrown value that is not an Error', () => {
  it('answers the JSON 500, writes a log line and is counted in the metrics', async () => {
    const t = await createTestApp({ seed: false, dialect: 'sqlite' });
    try {
      const log = capturedLogger();
      const metrics = createMetrics({ db: t.db, clock: t.clock });
      const app = new Hono<AppEnv>()
        .use(requestLog(log.logger, metrics))
        .use(catchThrownValues)
        .get('/boom', () => {
          // A library that throws a plain object (as ics does) is what this test is about.
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          throw { field: 'start', message: 'must be after 1970' };
        });
      app.onError(handleErrors(log.logger));
      const res = await app.request('/boom');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Something went wrong. Please try again in a moment.', code: 'internal_error' });
      const lines = log.lines.map((l) => JSON.parse(l) as { msg: string; error?: string; status?: number });
      expect(lines.find((l) => l.msg === 'unhandled error')?.error).toContain('must be after 1970');
      expect(lines.find((l) => l.msg === 'request')?.status).toBe(500);
      expect(await metrics.render()).toMatch(/http_requests_total\{[^}]*route="\/boom"[^}]*status="500"[^}]*\} 1/);
    } finally {
      await t.close();
    }
  });
});
