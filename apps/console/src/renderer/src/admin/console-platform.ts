// The console's side of @app/admin: an API client whose calls the main process makes (it holds
// the admin token and adds it to each relayed call), and a platform whose session is the main
// process's: the page asks whether it is signed in, and asks it to sign in or out.
import { createAdminApi, type AdminApi, type PlatformAdapter, type SessionAdapter } from '@app/admin';
import { ApiError } from '@app/api-client';
import { toast } from '@app/ui';
import type { ConsoleApi } from '../../../shared/bridge';
import { relayFetch } from './relay-fetch';

/** The admin API client for the console: no token on this side, the relay adds it. */
export function createConsoleAdminApi(): AdminApi {
  return createAdminApi({ baseUrl: '', getToken: () => null, fetch: relayFetch });
}

/** The session kept by the main process, reached through the bridge. */
export function createConsoleSession(bridge: ConsoleApi): SessionAdapter {
  return {
    status: () => bridge.auth.status(),
    async login(username, password) {
      const result = await bridge.auth.login(username, password);
      if (!result.ok) {
        throw new ApiError(result.status, { message: result.message });
      }
    },
    async logout() {
      await bridge.auth.logout();
    },
    // The main process forgets the token too (and tries to revoke it, which does no harm).
    async expire() {
      await bridge.auth.logout();
    },
  };
}

/** The platform adapter: the main process's session, CSV through the native save dialog. */
export function createConsolePlatform(bridge: ConsoleApi): PlatformAdapter {
  return {
    session: createConsoleSession(bridge),
    async saveFile(name, content, mime) {
      const result = await bridge.saveFile(name, content, mime);
      if (result.saved) toast({ title: 'Export saved', description: result.path });
    },
    // The views read the main process's replica, which the sync engine changes on its own.
    onDataChanged: (listener) => bridge.onDataChanged(listener),
  };
}
