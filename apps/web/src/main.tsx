import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { cn } from '@app/ui';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { routes } from './app/router';
import { mayHaveSession } from './lib/auth';
import './index.css';

/** Resolves in a later task, so the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app starts in steps, each its own task, instead of in the one task that evaluates the
// entry: on a slow phone each step alone costs tens of milliseconds, and together they would
// block the page (docs/decisions/0007, addendum). Nothing is put off until idle or input: the
// steps follow each other at once, and the page is hydrated as soon as before.
async function start() {
  await nextTask();
  // Building tailwind-merge's class map on the first `cn` would otherwise fall inside the first
  // component render of the hydration, which cannot yield.
  cn('');
  await nextTask();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
    </StrictMode>
  );
  await nextTask();

  // The server sends `/` prerendered (data-prerendered="/") to visitors without the session hint
  // (apps/server/src/web-static.ts). That HTML is what this first render produces for such a
  // visitor at that address, so it is hydrated in place; anything else (a page served from a
  // cache after signing in, say) is rendered afresh, never hydrated into something else.
  // Both run as a transition, so React yields to the browser between pieces of work instead of
  // blocking the main thread for the whole first render.
  const prerenderedFor = container.dataset['prerendered'];
  startTransition(() => {
    if (prerenderedFor !== undefined && prerenderedFor === location.pathname + location.search && !mayHaveSession()) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
}

void start();
