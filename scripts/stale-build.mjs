// Whether `pnpm start` must build first: there is no build yet, or a source is newer than it (a
// `git pull` must not serve the old build).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build writes last-checked: both must exist. */
export const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
/**
 * What the build reads: the sources of the web app, the server and the packages, and what decides
 * their dependencies. Build outputs, tests and browser tests are not inputs.
 */
export const BUILD_INPUTS = ['apps/web', 'apps/server', 'packages', 'package.json', 'pnpm-lock.yaml'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'out', 'release', 'test', 'e2e', '.vite']);
const TEST_FILE = /\.test\.tsx?$/;

/** The newest modification time under `path` (milliseconds), skipping outputs and tests. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return TEST_FILE.test(path) ? 0 : stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    max = Math.max(max, newest(join(path, entry.name)));
  }
  return max;
}

/** 'missing', 'stale' (with the newest changed source), or 'fresh'. */
export function buildState(root, outputs = BUILD_OUTPUTS, inputs = BUILD_INPUTS) {
  const out = outputs.map((f) => join(root, f));
  if (!out.every((f) => existsSync(f))) return { state: 'missing' };
  const built = Math.min(...out.map((f) => statSync(f).mtimeMs));
  const changed = Math.max(
    0,
    ...inputs
      .map((p) => join(root, p))
      .filter((p) => existsSync(p))
      .map(newest),
  );
  return changed > built ? { state: 'stale' } : { state: 'fresh' };
}
