import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildState } from './stale-build.mjs';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** Writes `file` under the temporary root with the given modification time (seconds). */
function touch(file: string, seconds: number) {
  const path = join(root!, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '');
  utimesSync(path, seconds, seconds);
}

function checkout() {
  root = mkdtempSync(join(tmpdir(), 'tvb-stale-'));
  touch('package.json', 1000);
  touch('pnpm-lock.yaml', 1000);
  touch('apps/server/src/main.ts', 1000);
  touch('apps/web/src/main.tsx', 1000);
  touch('packages/core/src/index.ts', 1000);
  return root;
}

describe('pnpm start: build or not', () => {
  it('builds when there is no build, or only half of one', () => {
    const dir = checkout();
    expect(buildState(dir).state).toBe('missing');
    touch('apps/server/dist/main.js', 2000);
    expect(buildState(dir).state).toBe('missing');
  });

  it('serves the build while it is newer than every source, and builds again once a source is newer', () => {
    const dir = checkout();
    touch('apps/server/dist/main.js', 2000);
    touch('apps/web/dist/index.html', 2000);
    expect(buildState(dir).state).toBe('fresh');
    // A pulled change in a package the web app and the server both use.
    touch('packages/core/src/index.ts', 3000);
    expect(buildState(dir).state).toBe('stale');
  });

  it('compares with the older of the two outputs, and counts the lockfile as a source', () => {
    const dir = checkout();
    touch('apps/server/dist/main.js', 4000);
    touch('apps/web/dist/index.html', 2000);
    touch('pnpm-lock.yaml', 3000);
    expect(buildState(dir).state).toBe('stale');
  });

  it('ignores tests, browser tests, dependencies and outputs', () => {
    const dir = checkout();
    touch('apps/server/dist/main.js', 2000);
    touch('apps/web/dist/index.html', 2000);
    touch('apps/server/src/app.test.ts', 3000);
    touch('apps/server/test/crash.test.ts', 3000);
    touch('apps/web/e2e/booking.e2e.ts', 3000);
    touch('apps/web/node_modules/x/index.js', 3000);
    touch('apps/web/dist/assets/a.js', 3000);
    expect(buildState(dir).state).toBe('fresh');
  });
});
