import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { publicConfigPlaceholders, setPublicConfig } from './app/public-config';
import { routes } from './app/router';

/**
 * The landing page (`/` for a visitor without a session) as HTML, rendered at build time by the
 * Vite plugin in prerender-plugin.ts. It is the very tree the browser renders first (same routes,
 * same providers, the current user known to be nobody), so src/main.tsx hydrates it as it is.
 * `prerender` waits for the lazy page to load, unlike renderToString.
 */
export async function renderLanding(): Promise<string> {
  setPublicConfig(publicConfigPlaceholders());
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline: a large one would otherwise be sent apart with an inline script
      // to swap it in, which the Content-Security-Policy (script-src 'self') rightly blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, 'The landing page failed to prerender');
  return new Response(prelude).text();
}
