// The flags every headless Chromium of this project starts with: the browser tests
// (playwright.config.ts) and the Lighthouse runs of the bench (scripts/bench/chromium.mjs).
// No sandbox in containers, no GPU, and nothing that phones home or updates itself mid-run.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
