// The entry point of the one-file build (`pnpm build:binary`): a Node single executable
// application whose assets are the server bundled with its dependencies, the built web app, the
// migrations, the seed catalogue and the native addons. Native addons can only be loaded from a
// file, and the server finds its web app, migrations and catalogue as files, so the assets are
// unpacked once per build into DATA_DIR/.runtime/<build id>/, laid out like the repository; the
// server and CLI then run from there exactly as `pnpm start` and the CLI run them.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { getAssetKeys, getRawAsset } from 'node:sea';
import { pathToFileURL } from 'node:url';

/** Filled in by the binary build: the server's version and a hash of every embedded asset. */
declare const SPOTLIGHT_BUILD: { version: string; id: string; target: string };

const HELP = `Usage: spotlight [command]

  serve (default)                  migrate, seed an empty catalogue, and serve on HOST:PORT
  migrate                          apply pending migrations to DATA_DIR/app.db
  seed                             add the station catalogue's missing stations (idempotent)
  create-admin <username>          add an admin (password from ADMIN_PASSWORD, typed, or generated and printed)
  reset-admin-password <username>  set a new admin password and revoke that admin's tokens
  backup <file>                    online copy of DATA_DIR/app.db, safe while the server runs
  --version                        print the version
  --help                           print this help

Settings come from the environment and from a .env file in the working directory, as for
pnpm start (PORT, HOST, DATA_DIR, PUBLIC_URL, SMTP_URL, ...). DATA_DIR defaults to ./data.
`;

const CLI_COMMANDS = new Set(['migrate', 'seed', 'create-admin', 'reset-admin-password', 'backup']);

/** Writes every asset under `dir` unless this build's files are there already. */
function unpack(dir: string): void {
  if (existsSync(join(dir, '.complete'))) return;
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true, mode: 0o700 });
  // Unpacked beside the final folder and renamed into place: a start that is interrupted, or
  // two that race, never leave a half-written folder that looks complete.
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  for (const key of getAssetKeys()) {
    const file = join(staging, key);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, new Uint8Array(getRawAsset(key)));
  }
  writeFileSync(join(staging, '.complete'), `${SPOTLIGHT_BUILD.version} ${SPOTLIGHT_BUILD.id}\n`);
  try {
    renameSync(staging, dir);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, '.complete'))) throw err;
  }
  // Files of earlier builds are not needed any more.
  for (const name of readdirSync(parent)) {
    if (name !== SPOTLIGHT_BUILD.id && !name.endsWith('.tmp')) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

function main(): void {
  const [command = 'serve'] = process.argv.slice(2);
  if (command === '--version' || command === '-v') {
    console.log(`spotlight ${SPOTLIGHT_BUILD.version} (build ${SPOTLIGHT_BUILD.id}, Node ${process.version}, ${SPOTLIGHT_BUILD.target})`);
    return;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP);
    return;
  }
  if (command !== 'serve' && !CLI_COMMANDS.has(command)) {
    process.stderr.write(`Unknown command: ${command}\n\n${HELP}`);
    process.exitCode = 2;
    return;
  }
  // INIT_CWD is set by package managers for scripts; the binary works where it is started.
  delete process.env.INIT_CWD;
  if (existsSync('.env')) process.loadEnvFile('.env');
  const runtime = resolve(process.env.DATA_DIR?.trim() || 'data', '.runtime', SPOTLIGHT_BUILD.id);
  unpack(runtime);
  // V8's compiled code for the bundle is kept beside it, so later starts skip most compiling.
  enableCompileCache(join(runtime, '.compile-cache'));
  // The server and the CLI read their arguments after the executable's own two entries.
  if (command === 'serve') process.argv.splice(2, 1);
  const entry = join(runtime, 'apps', 'server', 'dist', command === 'serve' ? 'main.js' : 'cli.js');
  import(pathToFileURL(entry).href).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

main();
