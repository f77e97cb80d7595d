// `pnpm start`: builds what is not built yet, then runs the server (which migrates, seeds when
// empty and serves on PORT). Signals are passed on so Ctrl+C stops it gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('apps/web/dist/index.html') && existsSync('apps/server/dist/main.js');
if (!built) {
  console.log('First start: building the web app and the server (about a minute)...');
  const r = spawnSync('pnpm', ['build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
