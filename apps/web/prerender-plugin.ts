import react from '@vitejs/plugin-react';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type AliasOptions, type Plugin, type Rollup } from 'vite';

export interface PrerenderLandingOptions {
  /** The client build's `define` and `resolve.alias`, so the prerender sees the same code. */
  define: Record<string, string>;
  alias: AliasOptions;
}

const ENTRY_MODULE = '/src/main.tsx';
const BOOT_MODULE = '/src/landing-boot.ts';

/**
 * Bundling options. landing-boot.ts is a second entry (landing.html's). Everything the app's
 * entry imports statically (tag `$initial`) is kept in one chunk: left alone, the bundler splits
 * the code it shares with lazy pages into several small chunks, and every response carries
 * about 1 KB of headers.
 */
export const appChunking = (root: string) => ({
  input: { index: join(root, 'index.html'), 'landing-boot': join(root, BOOT_MODULE) },
  output: {
    codeSplitting: {
      groups: [{ name: 'index', tags: ['$initial' as const], test: (id: string) => !id.endsWith(BOOT_MODULE) }],
    },
  },
});

/** The chunk's file and every chunk it imports statically, transitively. */
function staticClosure(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk): Rollup.OutputChunk[] {
  const seen = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * Writes dist/landing.html after the client build: dist/index.html with the landing page's HTML
 * (src/prerender.tsx, built for Node into a temporary folder and run once) inside #root, marked
 * data-prerendered="/", and with src/landing-boot.ts as its script instead of the app's entry:
 * the page paints from its HTML and CSS alone, then the boot script fetches the app, which
 * hydrates it. None of the app's chunks is linked, so that HTML and CSS have the connection to
 * themselves until that first paint. The server sends it for `/` to visitors without a session
 * (apps/server/src/web-static.ts).
 */
export function prerenderLanding({ define, alias }: PrerenderLandingOptions): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  return {
    name: 'prerender-landing',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      base = config.base;
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const chunkOf = (module: string) => {
        const id = join(root, module);
        const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`prerender-landing: no chunk for ${module}`);
        return chunk;
      };
      const app = staticClosure(bundle, chunkOf(ENTRY_MODULE));
      const boot = chunkOf(BOOT_MODULE);
      if (boot.imports.length > 0) throw new Error(`prerender-landing: ${BOOT_MODULE} must import nothing before the first paint`);

      const ssrDir = mkdtempSync(join(tmpdir(), 'web-prerender-'));
      try {
        await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          define,
          resolve: { alias },
          plugins: [react()],
          // One self-contained file: workspace packages ship TypeScript, and pnpm keeps their
          // dependencies out of reach of a file outside the app.
          ssr: { noExternal: true },
          build: {
            ssr: 'src/prerender.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            target: 'node24',
            minify: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const { renderLanding } = (await import(pathToFileURL(join(ssrDir, 'prerender.mjs')).href)) as { renderLanding: () => Promise<string> };
        // React writes resource hints (an image preload) ahead of the markup: they go in the head.
        const rendered = await renderLanding();
        const hints = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
        const markup = rendered.slice(hints.length);
        // Hydration needs the finished page: no fallback left pending or client-rendered, no
        // inline script (the Content-Security-Policy blocks them).
        if (/<script|<!--\$[?!]-->/.test(markup)) throw new Error('prerender-landing: the landing page did not render completely');

        let html = readFileSync(join(outDir, 'index.html'), 'utf8');
        const replace = (what: string | RegExp, by: string) => {
          const next = html.replace(what, () => by);
          if (next === html) throw new Error(`prerender-landing: index.html has no ${String(what)}`);
          html = next;
        };
        // The app's entry (and any preload of its chunks) gives way to the boot script.
        const [entry, ...imported] = app.map((c) => `${base}${c.fileName}`);
        replace(`src="${entry}"`, `src="${base}${boot.fileName}" data-app="${entry}"`);
        for (const href of imported) html = html.replace(`<link rel="modulepreload" crossorigin href="${href}">`, '');
        for (const hint of hints.match(/<link [^>]*>/g) ?? []) replace('</head>', `  ${hint}\n  </head>`);
        replace('<div id="root"></div>', `<div id="root" data-prerendered="/">${markup}</div>`);
        writeFileSync(join(outDir, 'landing.html'), html);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
