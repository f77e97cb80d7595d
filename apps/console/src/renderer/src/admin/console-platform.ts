// The console's side of @app/admin: an API client whose calls the main process makes, and a
// platform adapter whose token store only asks the main process whether a token exists.
import { createAdminApi, type AdminApi, type PlatformAdapter } from '@app/admin';
import { ApiError } from '@app/api-client';
import { toast } from '@app/ui';
import { consoleApi } from '../bridge/current';
import { relayFetch } from './relay-fetch';

/**
 * What the renderer holds instead of the token: the real one never leaves the main process,
 * which adds it to each relayed admin call.
 */
export const TOKEN_IN_MAIN_PROCESS = 'held-by-main-process';

/** The admin API client for the console: sign-in and sign-out go through the main process. */
export function createConsoleAdminApi(): AdminApi {
  const api = createAdminApi({ baseUrl: '', getToken: () => null, fetch: relayFetch });
  return {
    ...api,
    async login(username: string, password: string) {
      const result = await consoleApi.auth.login(username, password);
      if (!result.ok) {
        throw new ApiError(result.status, { message: result.message });
      }
      return TOKEN_IN_MAIN_PROCESS;
    },
    async logout() {
      await consoleApi.auth.logout();
    },
  };
}

/** The platform adapter: token state from the main process, CSV through the native save dialog. */
export function createConsolePlatform(): PlatformAdapter {
  return {
    tokenStore: {
      get: async () => ((await consoleApi.auth.status()).signedIn ? TOKEN_IN_MAIN_PROCESS : null),
      // The main process stored the token when it signed in: nothing to keep here.
      set: () => undefined,
      // Forgetting is the main process's job too (it also revokes a token still held).
      clear: async () => {
        await consoleApi.auth.logout();
      },
    },
    async saveFile(name, content, mime) {
      const result = await consoleApi.saveFile(name, content, mime);
      if (result.saved) toast({ title: 'Export saved', description: result.path });
    },
  };
}
