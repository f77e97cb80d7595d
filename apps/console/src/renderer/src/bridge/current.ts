import type { ConsoleApi } from '../../../shared/bridge';

/** The bridge the preload exposed. (The browser test build swaps this module for browser-current.ts.) */
function electronBridge(): ConsoleApi {
  if (!window.consoleApi) throw new Error('The console bridge is missing: this page must run inside the Spotlight TV Console app.');
  return window.consoleApi;
}

export const consoleApi: ConsoleApi = electronBridge();
