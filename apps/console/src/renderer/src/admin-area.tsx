import { AdminApp, AdminProvider, useAdmin } from '@app/admin';
import { toast, Toaster } from '@app/ui';
import { useEffect, useMemo, useRef } from 'react';
import type { MenuCommand } from '../../shared/bridge';
import { exportCurrentTable, selectTab } from './admin/admin-commands';
import { createConsoleAdminApi, createConsolePlatform } from './admin/console-platform';
import { consoleApi } from './bridge/current';

interface AdminAreaProps {
  /** The server in use (the area is re-created when it changes: nothing carries over). */
  server: string;
  /** True in the app (the menu sends commands); false in the browser build (keys handled here). */
  hasNativeMenu: boolean;
  onSignedInChange(signedIn: boolean): void;
}

/** Keyboard equivalents of the menu, for the browser build (the app's menu owns these keys). */
function commandForKey(e: KeyboardEvent): MenuCommand | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return null;
  if (/^[1-4]$/.test(e.key)) return `tab-${e.key}` as MenuCommand;
  if (e.key.toLowerCase() === 'e') return 'export-csv';
  return null;
}

/** Carries out menu commands on the admin views, and reports the sign-in state to the shell. */
function ConsoleCommands({ hasNativeMenu, onSignedInChange }: Omit<AdminAreaProps, 'server'>) {
  const admin = useAdmin();
  const signedIn = admin.session === 'signedIn';
  const latest = useRef({ admin, signedIn });
  useEffect(() => {
    latest.current = { admin, signedIn };
  });

  useEffect(() => onSignedInChange(signedIn), [signedIn, onSignedInChange]);

  useEffect(() => {
    const run = (command: MenuCommand) => {
      const { admin: current, signedIn: inside } = latest.current;
      if (!inside) return;
      if (command === 'export-csv') {
        if (!exportCurrentTable()) toast({ title: 'Nothing to export here', description: 'Open TV Stations, Requests or Chat Queries to export a table.' });
        return;
      }
      const tab = /^tab-([1-4])$/.exec(command)?.[1];
      if (!tab) return;
      const index = Number(tab) - 1;
      if (current.view === 'analytics') {
        // The tabs live in the panel: go there first, then select once it has rendered.
        current.navigate('admin');
        requestAnimationFrame(() => requestAnimationFrame(() => selectTab(index)));
      } else selectTab(index);
    };
    const offMenu = consoleApi.onMenuCommand(run);
    if (hasNativeMenu) return offMenu;
    const onKey = (e: KeyboardEvent) => {
      const command = commandForKey(e);
      if (!command) return;
      e.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      offMenu();
      window.removeEventListener('keydown', onKey);
    };
  }, [hasNativeMenu]);

  return null;
}

/** The shared admin views (login, panel, analytics) with the console's API client and platform. */
export function AdminArea({ hasNativeMenu, onSignedInChange }: AdminAreaProps) {
  const api = useMemo(() => createConsoleAdminApi(), []);
  const platform = useMemo(() => createConsolePlatform(), []);
  return (
    <AdminProvider api={api} platform={platform}>
      <ConsoleCommands hasNativeMenu={hasNativeMenu} onSignedInChange={onSignedInChange} />
      <AdminApp />
      <Toaster />
    </AdminProvider>
  );
}
