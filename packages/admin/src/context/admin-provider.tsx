import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isUnauthorizedError } from '@app/core';
import type { AdminApi } from '../api/admin-api';

/** Where the admin token lives: localStorage on the web, safeStorage via IPC in the console. */
export interface TokenStore {
  get(): string | null | Promise<string | null>;
  set(token: string): void | Promise<void>;
  clear(): void | Promise<void>;
}

export type AdminView = 'admin' | 'analytics';

/** What the host (web app or Electron console) supplies. */
export interface PlatformAdapter {
  tokenStore: TokenStore;
  /** Saves a generated file: a download on the web, a native save dialog in the console. */
  saveFile(name: string, content: string, mime: string): Promise<void>;
  /** Moves between the panel and the analytics dashboard; without it AdminApp switches views itself. */
  onNavigate?(to: AdminView): void;
}

export type SessionState = 'loading' | 'signedOut' | 'signedIn';

interface AdminContextValue {
  api: AdminApi;
  platform: PlatformAdapter;
  session: SessionState;
  /** Signs in and stores the token; rejects with the API error when refused. */
  login(username: string, password: string): Promise<void>;
  /** Revokes the token on the server (best effort) and forgets it here. */
  logout(): Promise<void>;
  /** The view shown by AdminApp when the host does not route (the console). */
  view: AdminView;
  /** Goes to the panel or the dashboard: the host's router when it has one, else AdminApp's own state. */
  navigate(to: AdminView): void;
}

const AdminContext = createContext<AdminContextValue | null>(null);

/** The admin views' api client, platform adapter and session. */
export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin must be used inside <AdminProvider>');
  return value;
}

/** Spec 9 data-fetching defaults: no retry, no refetch on focus, no polling, never stale. */
function createAdminQueryClient(onUnauthorized: () => void) {
  const onError = (error: unknown) => {
    if (isUnauthorizedError(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * Gives the admin views their API client and platform, keeps the sign-in state, and owns a
 * query cache of its own (cleared at sign-out) so admin data never mixes with the host's.
 * Any 401 from the API forgets the token and shows the admin login again.
 */
export function AdminProvider({
  api,
  platform,
  initialView = 'admin',
  children,
}: {
  api: AdminApi;
  platform: PlatformAdapter;
  initialView?: AdminView;
  children: ReactNode;
}) {
  const [session, setSession] = useState<SessionState>('loading');
  const [view, setView] = useState<AdminView>(initialView);
  const platformRef = useRef(platform);
  useEffect(() => {
    platformRef.current = platform;
  }, [platform]);

  const signOutLocally = useCallback(() => {
    void Promise.resolve(platformRef.current.tokenStore.clear()).finally(() => setSession('signedOut'));
  }, []);
  const [queryClient] = useState(() => createAdminQueryClient(signOutLocally));

  useEffect(() => {
    let live = true;
    Promise.resolve(platform.tokenStore.get())
      .then((token) => live && setSession(token ? 'signedIn' : 'signedOut'))
      .catch(() => live && setSession('signedOut'));
    return () => {
      live = false;
    };
  }, [platform.tokenStore]);

  // Data of one admin must not be shown to the next one who signs in.
  useEffect(() => {
    if (session === 'signedOut') queryClient.clear();
  }, [session, queryClient]);

  const value = useMemo<AdminContextValue>(
    () => ({
      api,
      platform,
      session,
      view,
      navigate(to) {
        if (platform.onNavigate) platform.onNavigate(to);
        else setView(to);
      },
      async login(username, password) {
        const token = await api.login(username, password);
        await platform.tokenStore.set(token);
        setSession('signedIn');
      },
      async logout() {
        try {
          await api.logout();
        } catch {
          // Already expired or offline: forgetting the token locally still signs out.
        }
        await platform.tokenStore.clear();
        setSession('signedOut');
      },
    }),
    [api, platform, session, view],
  );

  return (
    <AdminContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AdminContext.Provider>
  );
}
