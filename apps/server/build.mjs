// Bundles the server (and its workspace packages, which ship TypeScript source) into dist/.
// Third-party packages stay external and load from node_modules, except drizzle-orm: Node 24's
// module loader reads a module's package.json again for every module it loads, and drizzle-orm's
// is 179 KB for the hundred-odd modules the server uses (bundled, the server starts with about
// 1 s less CPU and half the peak memory; docs/benchmarks.md, "One file").
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const bundled = ['drizzle-orm'];
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/') && !bundled.includes(name));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli/index.ts', 'transport-worker': 'src/mail/transport-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, ...external.map((e) => `${e}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/db/migrations-pg', 'dist/migrations-pg', { recursive: true });
console.log('server built: dist/main.js, dist/cli.js, dist/transport-worker.js');
