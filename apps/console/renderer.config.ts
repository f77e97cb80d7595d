// The renderer's Vite config, shared by electron.vite.config.ts (the Electron build) and the
// browser tests (which build it in 'browser' mode with the fetch-based bridge).
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { RendererViteConfig } from 'electron-vite';

type Plugin = Extract<NonNullable<RendererViteConfig['plugins']>[number], { name: string }>;

const consoleDir = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(consoleDir, '..', '..');
export const rendererRoot = resolve(consoleDir, 'src', 'renderer');
const localRequire = createRequire(resolve(consoleDir, 'package.json'));

/** The part of Vite's JS API the browser tests use. */
export interface ViteApi {
  build(config: RendererViteConfig & { configFile: false; logLevel?: 'info' | 'warn' | 'error' | 'silent' }): Promise<unknown>;
}

/** Vite's JS API, from the copy electron-vite uses. */
export async function loadVite(): Promise<ViteApi> {
  const fromElectronVite = createRequire(localRequire.resolve('electron-vite/package.json'));
  return (await import(pathToFileURL(fromElectronVite.resolve('vite')).href)) as ViteApi;
}

/**
 * Browser mode (tests): the bridge is implemented with fetch instead of IPC, and the CSP lets
 * the page reach other servers, which is what the main process does in the app.
 */
function browserBridge(): Plugin {
  const browserCurrent = resolve(rendererRoot, 'src', 'bridge', 'browser-current.ts');
  return {
    name: 'console:browser-bridge',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.startsWith(rendererRoot) && /\/bridge\/current(\.ts)?$/.test(source)) return browserCurrent;
      return null;
    },
    transformIndexHtml: (html) => html.replace("connect-src 'none'", "connect-src 'self' http: https:"),
  };
}

/** Development server only: React Fast Refresh injects an inline script the strict CSP would block. */
function devCsp(): Plugin {
  return {
    name: 'console:dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace("connect-src 'none'", "connect-src 'self' ws:"),
  };
}

/** The renderer config; `mode: 'browser'` swaps in the fetch-based bridge. */
export async function rendererConfig(opts: { mode?: string; outDir?: string } = {}): Promise<RendererViteConfig> {
  return {
    root: rendererRoot,
    // Relative asset paths: the app loads index.html from a file, the tests from a sub-path.
    base: './',
    ...(opts.mode ? { mode: opts.mode } : {}),
    plugins: [...(opts.mode === 'browser' ? [browserBridge()] : []), devCsp(), react(), tailwindcss()],
    build: {
      ...(opts.outDir ? { outDir: opts.outDir, emptyOutDir: true } : {}),
      target: 'chrome140',
      // electron-vite leaves the renderer unminified; minified, the app starts faster.
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2000,
    },
  };
}
