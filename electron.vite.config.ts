// electron-vite: the operator console's main process, preload script and renderer
// (apps/console). Run from apps/console: `pnpm console:build` / `console:dev`.
import { defineConfig, type UserConfig } from 'electron-vite';
import { rendererConfig } from './apps/console/renderer.config';

export default defineConfig(async (): Promise<UserConfig> => ({
  main: {
    // Everything is bundled: the packaged app ships no node_modules.
    build: { externalizeDeps: false, sourcemap: false },
  },
  preload: {
    build: {
      externalizeDeps: false,
      // A sandboxed preload cannot be an ES module: one CommonJS file that requires only electron
      // (listed again here: with the format overridden, the preset's own external list is lost).
      rollupOptions: { external: ['electron'], output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: await rendererConfig(),
}));
