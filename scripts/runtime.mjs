// The project's pinned Node runtime (docs/decisions/0012): the node-<os>-<arch> package of the
// npm registry, an exact version in the root package.json's optionalDependencies, so pnpm
// installs it from the lockfile (checked by its integrity hash) on the platforms it exists for
// and links it as node_modules/.bin/node: every `pnpm <script>` runs on it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The installed pinned runtime for this machine, or null where the package does not exist. */
export function pinnedRuntime() {
  const requireRoot = createRequire(join(repoRoot, 'package.json'));
  let pkgFile;
  try {
    pkgFile = requireRoot.resolve(`node-${process.platform}-${process.arch}/package.json`);
  } catch {
    return null;
  }
  const dir = dirname(pkgFile);
  const node = join(dir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (!existsSync(node)) return null;
  return { dir, node, version: JSON.parse(readFileSync(pkgFile, 'utf8')).version };
}
