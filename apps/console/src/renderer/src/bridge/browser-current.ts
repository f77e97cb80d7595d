import type { MenuCommand } from '../../../shared/bridge';
import { createBrowserBridge } from './browser-bridge';
import { createEngineBridge } from './engine-bridge';

declare global {
  interface Window {
    /** Browser test build only: the application menu, as the tests reach it. */
    consoleMenu?: (command: MenuCommand) => void;
  }
}

const engine = new URLSearchParams(location.search).get('engine');

/**
 * Browser test build only (see renderer.config.ts): the fetch-based bridge, or with
 * ?engine=<origin> the bridge to a Node process running the real main-side modules.
 */
export const consoleApi = engine ? createEngineBridge(engine) : createBrowserBridge();
window.consoleMenu = (command) => consoleApi.sendMenuCommand(command);
