import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const repoRoot = resolve(import.meta.dirname, '..');

// A server's allocation pattern in miniature: 40 requests in flight, each holding 2,000 row
// objects until it is answered; the requests finish out of order. Prints the heap figures.
const WORKLOAD = `
const v8 = require('node:v8');
const space = (name) => v8.getHeapSpaceStatistics().find((s) => s.space_name === name).space_size;
const inFlight = [];
let newSpace = 0, oldSpace = 0, seed = 1;
for (let i = 0; i < 1500; i++) {
  inFlight.push(Array.from({ length: 2000 }, (_, j) => ({ id: 'id-' + i + '-' + j, n: j, text: 'row text ' + j })));
  seed = (seed * 16807) % 2147483647;
  if (inFlight.length > 40) inFlight.splice(seed % inFlight.length, 1);
  if (i % 25 === 0) {
    newSpace = Math.max(newSpace, space('new_space'));
    oldSpace = Math.max(oldSpace, space('old_space'));
  }
}
console.log(JSON.stringify({ newSpace, oldSpace, limit: v8.getHeapStatistics().heap_size_limit }));
`;

const MB = 1024 * 1024;

function heapUnder(flags: readonly string[]): { newSpace: number; oldSpace: number; limit: number } {
  const r = spawnSync(process.execPath, [...flags, '-e', WORKLOAD], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout);
}

describe("the server's V8 flags", () => {
  it('keep the young generation a few MB and the old one near the live data, with the default hard limit', () => {
    const tuned = heapUnder(SERVER_NODE_FLAGS);
    const untuned = heapUnder([]);
    // Node 24 grows the young generation to 128 MB under this load; the flags keep it at 1 to
    // 4 MB (four runs each on the pinned runtime).
    expect(tuned.newSpace).toBeLessThanOrEqual(16 * MB);
    expect(untuned.newSpace).toBeGreaterThan(64 * MB);
    // About 20 MB live: 23 to 24 MB of old space, with the flags as without.
    expect(tuned.oldSpace).toBeLessThan(40 * MB);
    // No hard cap: the heap's limit is the default one less the young generation's own reserve.
    expect(untuned.limit - tuned.limit).toBeLessThanOrEqual(256 * MB);
  }, 60_000);

  it('are passed by every launch of the production server', () => {
    const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
    for (const launcher of [
      'scripts/start.mjs',
      'scripts/bench/server.mjs',
      'apps/server/test/support/server-process.ts',
      'apps/web/e2e/support/fixtures.ts',
    ]) {
      expect(read(launcher), launcher).toMatch(/\.\.\.SERVER_NODE_FLAGS,/);
    }
    // The one-file binary's are fixed when it is built.
    expect(read('apps/server/build-binary.mjs')).toMatch(/execArgv: SERVER_NODE_FLAGS/);
    // The systemd unit (a PostgreSQL deployment's servers): the same flags, before the script.
    const execStart = /^ExecStart=(.*)$/m.exec(read('deploy/systemd/spotlight@.service'))?.[1] ?? '';
    expect(execStart).toContain(`/bin/node ${SERVER_NODE_FLAGS.join(' ')} --enable-source-maps apps/server/dist/main.js`);
  });
});
