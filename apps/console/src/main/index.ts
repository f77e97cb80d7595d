// The Electron main process: one secured window running the renderer, the IPC surface, the
// menu, and the settings and token files in userData. The logic lives in the imported
// modules (tested without Electron); this file only wires Electron's APIs into them.
import { app, BrowserWindow, dialog, ipcMain, Menu, net, Notification, safeStorage, screen, session, shell } from 'electron';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHANNELS, type AppInfo, type MenuCommand } from '../shared/bridge';
import { createConsoleService } from './console-service';
import { registerIpcHandlers } from './ipc-handlers';
import { aboutText, buildMenuTemplate } from './menu';
import { createNavigationGuard, isRendererUrl } from './navigation-guard';
import { createSaveFile } from './save-file';
import { createSettingsStore } from './settings-store';
import { createTokenVault } from './token-vault';
import { MIN_SIZE, restoreBounds } from './window-state';

const APP_NAME = 'Spotlight TV Console';
const here = fileURLToPath(new URL('.', import.meta.url));
// The dev server address is honoured only in development: a packaged app always loads its files.
const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const rendererUrl = devUrl ?? pathToFileURL(join(here, '../renderer/index.html')).href;

// Every renderer sandboxed, whatever a window asks for (Electron checklist).
app.enableSandbox();
app.setName(APP_NAME);
// One console per user: a second start focuses the running one instead.
const primary = app.requestSingleInstanceLock();

let mainWindow: BrowserWindow | null = null;
/**
 * Notifications on screen. A Notification nothing refers to can be garbage-collected with its
 * click handler while it is still shown, and the click then does nothing (electron/electron#16922).
 */
const shownNotices = new Set<Notification>();

function send(channel: string, value: unknown): void {
  if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(channel, value);
}

async function start(): Promise<void> {
  await app.whenReady();
  const userData = app.getPath('userData');
  const settings = createSettingsStore(join(userData, 'settings.json'));
  const vault = createTokenVault({ file: join(userData, 'admin-token.bin'), safeStorage, platform: process.platform });
  const service = createConsoleService({
    // Chromium's network stack: the system's proxy settings and certificate store apply.
    fetch: (url, init) => net.fetch(url, init),
    settings,
    vault,
    // A 401 reaches the renderer as the API answer itself, which brings back the login.
    onConnectionState: (state) => send(CHANNELS.connectionState, state),
    // The local copy the admin views read (see src/main/sync/): deleted with the session.
    replica: {
      file: join(userData, 'replica.sqlite'),
      onSyncStatus: (status) => send(CHANNELS.syncStatusChanged, status),
      onDataChanged: () => send(CHANNELS.dataChanged, null),
      notify: ({ title, body, orderId }) => {
        if (!Notification.isSupported()) return;
        const notice = new Notification({ title, body });
        shownNotices.add(notice);
        notice.on('close', () => shownNotices.delete(notice));
        notice.on('failed', () => shownNotices.delete(notice));
        notice.on('click', () => {
          shownNotices.delete(notice);
          if (!mainWindow) return;
          if (mainWindow.isMinimized()) mainWindow.restore();
          mainWindow.focus();
          send(CHANNELS.openRequest, orderId);
        });
        notice.show();
      },
    },
  });
  app.on('before-quit', () => void service.close());

  // No web permission (camera, notifications, geolocation...) is ever needed.
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);

  const guard = createNavigationGuard({ rendererUrl, openExternal: (url) => shell.openExternal(url) });
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => guard.onWillNavigate(event, url));
    contents.on('will-redirect', (event, url) => guard.onWillRedirect(event, url));
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler((details) => guard.windowOpenHandler(details));
  });

  const appInfo = (): AppInfo => ({
    name: APP_NAME,
    version: app.getVersion(),
    platform: process.platform,
    tokenProtection: vault.protection(),
    hasNativeMenu: true,
  });
  registerIpcHandlers(ipcMain, {
    service,
    appInfo,
    isTrustedUrl: (url) => isRendererUrl(url, rendererUrl),
    saveFile: createSaveFile({
      showSaveDialog: (options) => (mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options)),
      defaultDir: () => app.getPath('downloads'),
    }),
  });

  const zoom = (direction: 'in' | 'out' | 'reset') => {
    if (!mainWindow) return;
    const level = direction === 'reset' ? 0 : mainWindow.webContents.getZoomLevel() + (direction === 'in' ? 0.5 : -0.5);
    const saved = settings.update({ zoomLevel: level }).zoomLevel;
    mainWindow.webContents.setZoomLevel(saved);
  };
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        appName: APP_NAME,
        isMac: process.platform === 'darwin',
        actions: {
          command: (command: MenuCommand) => send(CHANNELS.menuCommand, command),
          reload: () => mainWindow?.webContents.reload(),
          zoom,
          about: () => {
            const { message, detail } = aboutText({ appName: APP_NAME, version: app.getVersion(), versions: process.versions });
            void dialog.showMessageBox({ type: 'info', title: `About ${APP_NAME}`, message, detail, buttons: ['OK'] });
          },
        },
      }),
    ),
  );

  createWindow(settings);
  service.resume();
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow(settings);
  });
}

function createWindow(settings: ReturnType<typeof createSettingsStore>): void {
  const { bounds, maximized } = restoreBounds(
    settings.get().window,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const win = new BrowserWindow({
    ...bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: APP_NAME,
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: !app.isPackaged,
    },
  });
  mainWindow = win;
  if (maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.webContents.on('did-finish-load', () => win.webContents.setZoomLevel(settings.get().zoomLevel));

  // Remember where the window was: on every move/resize (debounced) and when it closes.
  let timer: NodeJS.Timeout | undefined;
  const saveBounds = () => {
    if (win.isDestroyed() || win.isMinimized()) return;
    const { x, y, width, height } = win.getNormalBounds();
    settings.update({ window: { x, y, width, height, maximized: win.isMaximized() } });
  };
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(saveBounds, 500);
  };
  win.on('resize', saveSoon);
  win.on('move', saveSoon);
  win.on('maximize', saveSoon);
  win.on('unmaximize', saveSoon);
  win.on('close', () => {
    clearTimeout(timer);
    saveBounds();
  });
  win.on('closed', () => {
    mainWindow = null;
  });

  void win.loadURL(rendererUrl);
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

if (!primary) app.quit();
else
  start().catch((err: unknown) => {
    dialog.showErrorBox(`${APP_NAME} could not start`, err instanceof Error ? (err.stack ?? err.message) : String(err));
    app.exit(1);
  });
