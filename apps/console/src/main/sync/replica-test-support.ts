// Tests' replicas: each a real SQLite file in its own temporary folder, closed and deleted after
// the test that made it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openReplica, type Replica } from './replica';

const dirs: string[] = [];
const open: Replica[] = [];
afterEach(() => {
  for (const r of open.splice(0)) r.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A new, empty replica file. */
export function freshReplica(): Replica {
  const dir = mkdtempSync(join(tmpdir(), 'replica-'));
  dirs.push(dir);
  return reopened(join(dir, 'replica.sqlite'));
}

/** The replica file opened (again), closed after the test. */
export function reopened(file: string): Replica {
  const replica = openReplica(file);
  open.push(replica);
  return replica;
}
