import { AdminApp, AdminProvider, createAdminApi, type AdminView, type PlatformAdapter } from '@app/admin';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec 3: the web keeps the admin token in localStorage under this key. */
export const ADMIN_TOKEN_KEY = 'admin_token';

const tokenStore = {
  get: () => window.localStorage.getItem(ADMIN_TOKEN_KEY),
  set: (token: string) => window.localStorage.setItem(ADMIN_TOKEN_KEY, token),
  clear: () => window.localStorage.removeItem(ADMIN_TOKEN_KEY),
};

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

/** The shared admin views on the web: same-origin API, token in localStorage, downloads, router navigation. */
export function WebAdmin({ view }: { view: AdminView }) {
  const navigate = useNavigate();
  const api = useMemo(() => createAdminApi({ baseUrl: '', getToken: tokenStore.get, onUnauthorized: tokenStore.clear }), []);
  const platform = useMemo<PlatformAdapter>(
    () => ({ tokenStore, saveFile: downloadFile, onNavigate: (to) => navigate(to === 'analytics' ? '/analytics' : '/admin') }),
    [navigate],
  );
  return (
    <AdminProvider api={api} platform={platform} initialView={view}>
      <AdminApp view={view} />
    </AdminProvider>
  );
}
