import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { routes } from './app/router';
import { mayHaveSession } from './lib/auth';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} queryClient={createQueryClient()} />
  </StrictMode>
);

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
