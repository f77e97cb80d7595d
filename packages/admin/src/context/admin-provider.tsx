import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isUnauthorizedError } from '@app/core';
import type { AdminApi } from '../api/admin-api';
import { adminKeys } from '../api/keys';

/**
 * How the host keeps the operator's session: the web stores the token in localStorage, the
 * console leaves it in its main process. The admin views only ask these four questions.
 */
export interface SessionAdapter {
  /** Whether a session is held now. */
  status(): Promise<{ signedIn: boolean }>;
  /** Signs in; rejects with the API error when refused. */
  login: (username: string, password: string) => Promise<void>;
  /** Revokes the session on the server (best effort) and forgets it. */
  logout: () => Promise<void>;
  /** The server answered 401: the session is gone there, forget it here. */
  expire(): Promise<void>;
}

export type AdminView = 'admin' | 'analytics';

/** The Admin Panel's tabs, in the order they are shown. */
export const ADMIN_TABS = ['stations', 'requests', 'notifications', 'chat', 'webhooks'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const isAdminTab = (value: string): value is AdminTab => (ADMIN_TABS as readonly string[]).includes(value);

/** What the host (web app or Electron console) supplies. */
export interface PlatformAdapter {
  session: SessionAdapter;
  /** Saves a generated file: a download on the web, a native save dialog in the console. */
  saveFile(name: string, content: string, mime: string): Promise<void>;
  /** Moves between the panel and the analytics dashboard; without it AdminApp switches views itself. */
  onNavigate?(to: AdminView): void;
  /**
   * For a host whose data source changes on its own (the console's synced replica): calls the
   * listener whenever it did, and the views read again. Returns the unsubscribe function.
   */
  onDataChanged?(listener: () => void): () => void;
}

export type SessionState = 'loading' | 'signedOut' | 'signedIn';

/** What a host's menu or keyboard shortcuts can ask of the admin views. */
export interface AdminCommands {
  /** Shows the panel (leaving the dashboard if need be) with this tab selected. */
  selectTab: (tab: AdminTab) => void;
  /** Exports the table of the tab on show, as its Export button does; false when it has none. */
  exportCurrentTable: () => boolean;
}

/** The export of the table on show, registered by its Export button while it is mounted. */
export interface TableExport {
  run(): Promise<void>;
  disabled: boolean;
}

interface AdminContextValue {
  api: AdminApi;
  platform: PlatformAdapter;
  session: SessionState;
  /** Signs in; rejects with the API error when refused. */
  login: (username: string, password: string) => Promise<void>;
  /** Revokes the session on the server (best effort) and forgets it here. */
  logout: () => Promise<void>;
  /** The view shown by AdminApp when the host does not route (the console). */
  view: AdminView;
  /** Goes to the panel or the dashboard: the host's router when it has one, else AdminApp's own state. */
  navigate: (to: AdminView) => void;
  /** The Admin Panel's selected tab. */
  tab: AdminTab;
  commands: AdminCommands;
  /** Registers the export of the table on show; returns the function that removes it. */
  registerExport: (entry: TableExport) => () => void;
}

const AdminContext = createContext<AdminContextValue | null>(null);

/** The admin views' api client, platform adapter, session and commands. */
export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin must be used inside <AdminProvider>');
  return value;
}

/** The commands a host's menu calls: tab selection and export of the current table. */
export function useAdminCommands(): AdminCommands {
  return useAdmin().commands;
}

/**
 * Admin data is fetched once and kept: no retry, no refetch on focus, no polling, never stale.
 * An operator sees fresh data by acting (a change refetches what it touched) or by reloading.
 */
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
 * Gives the admin views their API client and platform, keeps the sign-in state, the view and
 * the selected tab, and owns a query cache of its own (cleared at sign-out) so admin data never
 * mixes with the host's. Any 401 from the API expires the session and shows the admin login again.
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
  const [tab, setTab] = useState<AdminTab>('stations');
  const platformRef = useRef(platform);
  useEffect(() => {
    platformRef.current = platform;
  }, [platform]);
  const exportRef = useRef<TableExport | null>(null);

  const expire = useCallback(() => {
    void platformRef.current.session
      .expire()
      .catch(() => undefined)
      .finally(() => setSession('signedOut'));
  }, []);
  const [queryClient] = useState(() => createAdminQueryClient(expire));

  useEffect(() => {
    let live = true;
    platform.session
      .status()
      .then(({ signedIn }) => live && setSession(signedIn ? 'signedIn' : 'signedOut'))
      .catch(() => live && setSession('signedOut'));
    return () => {
      live = false;
    };
  }, [platform.session]);

  // The cache is kept forever (above), so a host's own data changes must refresh it.
  useEffect(() => platform.onDataChanged?.(() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })), [platform, queryClient]);

  // Data of one admin must not be shown to the next one who signs in.
  useEffect(() => {
    if (session === 'signedOut') queryClient.clear();
  }, [session, queryClient]);

  const navigate = useCallback(
    (to: AdminView) => {
      if (platform.onNavigate) platform.onNavigate(to);
      else setView(to);
    },
    [platform],
  );

  const commands = useMemo<AdminCommands>(
    () => ({
      selectTab(next) {
        setTab(next);
        if (view !== 'admin') navigate('admin');
      },
      exportCurrentTable() {
        const entry = exportRef.current;
        if (view !== 'admin' || !entry || entry.disabled) return false;
        void entry.run();
        return true;
      },
    }),
    [view, navigate],
  );

  const registerExport = useCallback((entry: TableExport) => {
    exportRef.current = entry;
    return () => {
      if (exportRef.current === entry) exportRef.current = null;
    };
  }, []);

  const value = useMemo<AdminContextValue>(
    () => ({
      api,
      platform,
      session,
      view,
      navigate,
      tab,
      commands,
      registerExport,
      async login(username, password) {
        await platform.session.login(username, password);
        setSession('signedIn');
      },
      async logout() {
        try {
          await platform.session.logout();
        } finally {
          // Already expired or offline: the session is forgotten here all the same.
          setSession('signedOut');
        }
      },
    }),
    [api, platform, session, view, navigate, tab, commands, registerExport],
  );

  return (
    <AdminContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AdminContext.Provider>
  );
}
