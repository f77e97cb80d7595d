import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { aboutText, buildMenuTemplate, type MenuActions } from './menu';

function actions() {
  return {
    command: vi.fn<MenuActions['command']>(),
    reload: vi.fn<MenuActions['reload']>(),
    zoom: vi.fn<MenuActions['zoom']>(),
    about: vi.fn<MenuActions['about']>(),
  };
}

const submenu = (t: MenuItemConstructorOptions[], label: string) => (t.find((m) => m.label === label)?.submenu ?? []) as MenuItemConstructorOptions[];
const item = (items: MenuItemConstructorOptions[], label: string) => {
  const found = items.find((i) => i.label === label);
  if (!found) throw new Error(`no menu item ${label}`);
  return found;
};
const click = (i: MenuItemConstructorOptions) => (i.click as () => void)();

describe('application menu', () => {
  it('File has Export CSV, Reload and Quit', () => {
    const a = actions();
    const file = submenu(buildMenuTemplate({ appName: 'Spotlight TV Console', isMac: false, actions: a }), 'File');
    const exportCsv = item(file, 'Export CSV of the Current Table…');
    expect(exportCsv.accelerator).toBe('CmdOrCtrl+E');
    click(exportCsv);
    expect(a.command).toHaveBeenCalledWith('export-csv');
    click(item(file, 'Reload'));
    expect(a.reload).toHaveBeenCalledOnce();
    expect(item(file, 'Quit').role).toBe('quit');
  });

  it('View switches tabs with Ctrl/Cmd+1..5 and zooms', () => {
    const a = actions();
    const view = submenu(buildMenuTemplate({ appName: 'X', isMac: false, actions: a }), 'View');
    const tabs = ['TV Stations', 'Requests', 'Notifications', 'Chat Queries', 'Webhooks'].map((l) => item(view, l));
    expect(tabs.map((t) => t.accelerator)).toEqual(['CmdOrCtrl+1', 'CmdOrCtrl+2', 'CmdOrCtrl+3', 'CmdOrCtrl+4', 'CmdOrCtrl+5']);
    tabs.forEach(click);
    expect(a.command.mock.calls).toEqual([['tab-1'], ['tab-2'], ['tab-3'], ['tab-4'], ['tab-5']]);
    click(item(view, 'Zoom Out'));
    click(item(view, 'Actual Size'));
    click(view.find((i) => i.label === 'Zoom In')!);
    expect(a.zoom.mock.calls).toEqual([['out'], ['reset'], ['in']]);
  });

  it('Help has About; macOS also gets the app menu', () => {
    const a = actions();
    const t = buildMenuTemplate({ appName: 'Spotlight TV Console', isMac: true, actions: a });
    expect(t[0]?.label).toBe('Spotlight TV Console');
    click(item(submenu(t, 'Help'), 'About Spotlight TV Console'));
    expect(a.about).toHaveBeenCalledOnce();
  });

  it('About shows the version', () => {
    const text = aboutText({ appName: 'Spotlight TV Console', version: '1.2.3', versions: { electron: '38.8.6', chrome: '140.0', node: '22.1.0' } });
    expect(text.message).toBe('Spotlight TV Console 1.2.3');
    expect(text.detail).toContain('Version 1.2.3\nElectron 38.8.6\nChromium 140.0\nNode.js 22.1.0');
  });
});
