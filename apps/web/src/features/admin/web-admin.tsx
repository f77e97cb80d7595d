import { AdminApp, AdminProvider, createAdminApi, type AdminApi, type AdminView, type PlatformAdapter, type SessionAdapter } from '@app/admin';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';

/** The web keeps the admin token in localStorage under this key. */
export const ADMIN_TOKEN_KEY = 'admin_token';

const readToken = () => window.localStorage.getItem(ADMIN_TOKEN_KEY);
const forgetToken = () => window.localStorage.removeItem(ADMIN_TOKEN_KEY);

/** The web's admin session: the token from the admin login, kept in this browser's localStorage. */
function createWebSession(api: AdminApi): SessionAdapter {
  return {
    status: () => Promise.resolve({ signedIn: Boolean(readToken()) }),
    async login(username, password) {
      window.localStorage.setItem(ADMIN_TOKEN_KEY, await api.login(username, password));
    },
    async logout() {
      try {
        if (readToken()) await api.logout();
      } catch {
        // Already expired or offline: forgetting the token here still signs out.
      } finally {
        forgetToken();
      }
    },
    expire: () => {
      forgetToken();
      return Promise.resolve();
    },
  };
}

/** Saves a generated file as a browser download. */
function downloadFile(name: string, content: string, mime: string): Promise<void> {
  const url = URL.createObjectURL(new Blob([content], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return Promise.resolve();
}

/** The shared admin views on the web: same-origin API, session token in localStorage, downloads, router navigation. */
export function WebAdmin({ view }: { view: AdminView }) {
  const navigate = useNavigate();
  const api = useMemo(() => createAdminApi({ baseUrl: '', getToken: readToken, onUnauthorized: forgetToken }), []);
  const session = useMemo(() => createWebSession(api), [api]);
  const platform = useMemo<PlatformAdapter>(
    () => ({ session, saveFile: downloadFile, onNavigate: (to) => void navigate(to === 'analytics' ? '/analytics' : '/admin') }),
    [session, navigate],
  );
  return (
    <AdminProvider api={api} platform={platform} initialView={view}>
      <AdminApp view={view} />
    </AdminProvider>
  );
}
