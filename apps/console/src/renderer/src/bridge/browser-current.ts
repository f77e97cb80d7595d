import { createBrowserBridge } from './browser-bridge';

/** Browser test build only (see renderer.config.ts): the fetch-based bridge. */
export const consoleApi = createBrowserBridge();
