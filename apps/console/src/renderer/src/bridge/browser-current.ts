import type { MenuCommand } from '../../../shared/bridge';
import { createBrowserBridge } from './browser-bridge';

declare global {
  interface Window {
    /** Browser test build only: the application menu, as the tests reach it. */
    consoleMenu?: (command: MenuCommand) => void;
  }
}

/** Browser test build only (see renderer.config.ts): the fetch-based bridge. */
export const consoleApi = createBrowserBridge();
window.consoleMenu = (command) => consoleApi.sendMenuCommand(command);
