// `pnpm start`: builds when there is no build or when a source is newer than it (a `git pull`
// must not serve the old build: scripts/stale-build.mjs), then runs the server (which migrates,
// seeds when empty and serves on PORT). The build's own output is shown only when it fails, so
// the start-up output is what listens where and, on the first start, the admin credentials last.
// Signals are passed on so Ctrl+C stops the server gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { buildState } from './stale-build.mjs';

const MESSAGES = {
  missing: 'First start: building the web app and the server (about a minute)...',
  stale: 'Sources changed since the last build: building again (about a minute)...',
};
const reason = MESSAGES[buildState('.').state];
if (reason) {
  console.log(reason);
  const started = Date.now();
  const r = spawnSync('pnpm', ['build'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    console.error('The build failed (its output is above).');
    process.exit(r.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
// V8's memory flags (scripts/server-node-flags.mjs), as every launch of the server gives them.
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', 'apps/server/dist/main.js'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
