import { ADMIN_TABS, AdminApp, AdminProvider, RequestDetailsDialog, useAdmin, type AdminCommands } from '@app/admin';
import type { AdminOrder } from '@app/core';
import { toast, Toaster } from '@app/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MenuCommand } from '../../shared/bridge';
import { createConsoleAdminApi, createConsolePlatform } from './admin/console-platform';
import { consoleApi } from './bridge/current';

interface AdminAreaProps {
  /** The server in use (the area is re-created when it changes: nothing carries over). */
  server: string;
  /** True in the app (the menu sends commands); false in the browser build (keys handled here). */
  hasNativeMenu: boolean;
  onSignedInChange: (signedIn: boolean) => void;
}

/** Keyboard equivalents of the menu, for the browser build (the app's menu owns these keys). */
function commandForKey(e: KeyboardEvent): MenuCommand | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return null;
  if (/^[1-5]$/.test(e.key)) return `tab-${e.key}` as MenuCommand;
  if (e.key.toLowerCase() === 'e') return 'export-csv';
  return null;
}

/** Carries out a menu command on the admin views through the provider's commands. */
function runMenuCommand(commands: AdminCommands, command: MenuCommand): void {
  if (command === 'export-csv') {
    if (!commands.exportCurrentTable())
      toast({ title: 'Nothing to export here', description: 'Open TV Stations, Requests or Chat Queries to export a table.' });
    return;
  }
  const tab = /^tab-([1-5])$/.exec(command)?.[1];
  if (tab) commands.selectTab(ADMIN_TABS[Number(tab) - 1]!);
}

/** Hands menu commands to the admin views, and reports the sign-in state to the shell. */
function ConsoleCommands({ hasNativeMenu, onSignedInChange }: Omit<AdminAreaProps, 'server'>) {
  const { session, commands } = useAdmin();
  const signedIn = session === 'signedIn';
  const latest = useRef({ commands, signedIn });
  useEffect(() => {
    latest.current = { commands, signedIn };
  });

  useEffect(() => onSignedInChange(signedIn), [signedIn, onSignedInChange]);

  useEffect(() => {
    const run = (command: MenuCommand) => {
      if (latest.current.signedIn) runMenuCommand(latest.current.commands, command);
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

/** Opens the request a clicked desktop notification names, over the Requests tab. */
function OpenedRequest() {
  const { api, session, commands } = useAdmin();
  const [order, setOrder] = useState<AdminOrder | null>(null);
  const latest = useRef({ api, commands, signedIn: session === 'signedIn' });
  useEffect(() => {
    latest.current = { api, commands, signedIn: session === 'signedIn' };
  });
  useEffect(
    () =>
      consoleApi.onOpenRequest((orderId) => {
        const { api: client, commands: cmds, signedIn } = latest.current;
        if (!signedIn) return;
        cmds.selectTab('requests');
        client.getOrder(orderId).then(setOrder, () => toast({ title: 'Request not found', description: 'It may have been deleted.' }));
      }),
    [],
  );
  return <RequestDetailsDialog order={order} onClose={() => setOrder(null)} />;
}

/** The shared admin views (login, panel, analytics) with the console's API client and platform. */
export function AdminArea({ hasNativeMenu, onSignedInChange }: AdminAreaProps) {
  const api = useMemo(() => createConsoleAdminApi(), []);
  const platform = useMemo(() => createConsolePlatform(consoleApi), []);
  return (
    <AdminProvider api={api} platform={platform}>
      <ConsoleCommands hasNativeMenu={hasNativeMenu} onSignedInChange={onSignedInChange} />
      <AdminApp />
      <OpenedRequest />
      <Toaster />
    </AdminProvider>
  );
}
