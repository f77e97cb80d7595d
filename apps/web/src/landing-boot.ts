// The entry of landing.html, the landing page prerendered at build time (prerender-plugin.ts),
// in place of the app's entry (./main.tsx) that index.html loads. The page is complete without
// the app: the browser paints it from the HTML and CSS alone, with the connection to
// themselves, and only then does this fetch the app, which hydrates it. Fetching or running the
// app before that first paint would only hold the page back.

/** Runs `fn` once the browser reports its first contentful paint (or 1 s on, at the latest). */
function afterFirstContentfulPaint(fn: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    fn();
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(run));
  }
  // A page opened in a background tab is not painted until shown: hydrate it anyway.
  setTimeout(run, 1000);
}

// The app's entry chunk, named by the build (prerender-plugin.ts writes it on this script's tag):
// a plain import of it, with nothing of the bundler's in this file, which must stay tiny.
const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset['app'];
if (app) afterFirstContentfulPaint(() => void import(/* @vite-ignore */ app));
