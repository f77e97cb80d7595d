#!/usr/bin/env node
// Makes sure Electron's binary is present before a command that runs or packages the app.
// Electron's package has no install script (since Electron 42), so `pnpm install` works on
// machines that cannot download the binary; the binary is fetched when the app is run or packaged.
// This runs Electron's own install.js on demand and explains plainly when that fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));
const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'));

/** The installed binary's path, as electron/index.js would compute it, or null. */
function installedBinary() {
  // electron-vite starts ELECTRON_EXEC_PATH when set: an Electron the operator already has.
  if (process.env.ELECTRON_EXEC_PATH) return existsSync(process.env.ELECTRON_EXEC_PATH) ? process.env.ELECTRON_EXEC_PATH : null;
  const pathFile = join(electronDir, 'path.txt');
  const versionFile = join(electronDir, 'dist', 'version');
  if (!existsSync(pathFile) || !existsSync(versionFile)) return null;
  if (readFileSync(versionFile, 'utf8').trim().replace(/^v/, '') !== version) return null;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

if (installedBinary()) process.exit(0);

if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
  console.error(`Electron ${version} is not installed and ELECTRON_SKIP_BINARY_DOWNLOAD is set, so it was not downloaded.`);
  process.exit(1);
}

console.log(`Electron ${version} is not installed yet: downloading it (about 100 MB) with Electron's own installer...`);
const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
  cwd: electronDir,
  stdio: ['ignore', 'inherit', 'pipe'],
  encoding: 'utf8',
  timeout: 15 * 60 * 1000,
});
if (result.status === 0 && installedBinary()) {
  console.log(`Electron ${version} installed.`);
  process.exit(0);
}

const stderr = (result.stderr ?? '').trim();
const reason =
  result.error?.message ??
  stderr.split('\n').find((line) => /error|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|HTTPError|certificate|403|404/i.test(line)) ??
  (stderr.split('\n')[0] || `the installer exited with code ${result.status}`);
console.error(
  [
    '',
    `Cannot run or package the console: the Electron ${version} binary is missing and could not be downloaded.`,
    `Reason: ${reason.trim()}`,
    '',
    'The binary comes from https://github.com/electron/electron/releases. Either:',
    '  - run this command on a machine that can reach that address,',
    '  - set ELECTRON_MIRROR to a mirror of those releases, or',
    `  - set ELECTRON_EXEC_PATH to an Electron ${version.split('.')[0]} executable you already have (console:dev).`,
    'Building (pnpm console:build) and the tests do not need the binary.',
  ].join('\n'),
);
process.exit(1);
