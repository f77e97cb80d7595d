// The application menu as a template (no Electron import at run time, so it is unit tested).
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../shared/bridge';

export interface MenuActions {
  /** Sends a command to the renderer (export, tabs, switch server). */
  command(command: MenuCommand): void;
  reload(): void;
  zoom(direction: 'in' | 'out' | 'reset'): void;
  about(): void;
}

/** The tabs of the admin panel, in order, for the Ctrl/Cmd+1..5 shortcuts. */
export const TAB_LABELS = ['TV Stations', 'Requests', 'Notifications', 'Chat Queries', 'Webhooks'] as const;

/** Builds File / View / Help (plus the app menu that macOS expects). */
export function buildMenuTemplate(opts: { appName: string; isMac: boolean; actions: MenuActions }): MenuItemConstructorOptions[] {
  const { appName, isMac, actions } = opts;
  const about: MenuItemConstructorOptions = { label: `About ${appName}`, click: () => actions.about() };
  const template: MenuItemConstructorOptions[] = [
    {
      label: 'File',
      submenu: [
        { label: 'Export CSV of the Current Table…', accelerator: 'CmdOrCtrl+E', click: () => actions.command('export-csv') },
        { label: 'Switch Server…', click: () => actions.command('switch-server') },
        { type: 'separator' },
        { label: 'Reload', accelerator: 'CmdOrCtrl+R', click: () => actions.reload() },
        { type: 'separator' },
        isMac ? { role: 'close' } : { label: 'Quit', accelerator: 'Ctrl+Q', role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        ...TAB_LABELS.map((label, i): MenuItemConstructorOptions => ({
          label,
          accelerator: `CmdOrCtrl+${i + 1}`,
          click: () => actions.command(`tab-${i + 1}` as MenuCommand),
        })),
        { type: 'separator' },
        { label: 'Zoom In', accelerator: 'CmdOrCtrl+=', click: () => actions.zoom('in') },
        // A second, hidden accelerator: on most keyboards "+" needs Shift.
        { label: 'Zoom In', accelerator: 'CmdOrCtrl+Plus', visible: false, acceleratorWorksWhenHidden: true, click: () => actions.zoom('in') },
        { label: 'Zoom Out', accelerator: 'CmdOrCtrl+-', click: () => actions.zoom('out') },
        { label: 'Actual Size', accelerator: 'CmdOrCtrl+0', click: () => actions.zoom('reset') },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { label: 'Help', role: 'help', submenu: [about] },
  ];
  if (isMac) {
    template.unshift({
      label: appName,
      submenu: [about, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }],
    });
  }
  return template;
}

/** The text of the About box. */
export function aboutText(info: { appName: string; version: string; versions: Partial<Record<'electron' | 'chrome' | 'node', string>> }): {
  message: string;
  detail: string;
} {
  const { electron, chrome, node } = info.versions;
  return {
    message: `${info.appName} ${info.version}`,
    detail: [
      'The operator console of Spotlight TV: manage stations, requests and notifications, and view analytics.',
      '',
      `Version ${info.version}`,
      electron ? `Electron ${electron}` : '',
      chrome ? `Chromium ${chrome}` : '',
      node ? `Node.js ${node}` : '',
    ]
      .filter((l, i) => l || i === 1)
      .join('\n'),
  };
}
