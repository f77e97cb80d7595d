// What the window may load and open. The renderer is one page (the built index.html, or the
// Vite dev server during development); everything else is refused, and http(s) links the
// operator clicks go to the system browser.

/** True when `url` is our renderer: same file path (file://) or same origin (dev server). */
export function isRendererUrl(url: string, rendererUrl: string): boolean {
  let target: URL;
  let ours: URL;
  try {
    target = new URL(url);
    ours = new URL(rendererUrl);
  } catch {
    return false;
  }
  if (ours.protocol === 'file:') return target.protocol === 'file:' && target.host === ours.host && target.pathname === ours.pathname;
  return target.origin === ours.origin;
}

/** http(s) addresses only: never file:, javascript:, custom schemes or anything shell-openable. */
export function isExternalWebUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
  } catch {
    return false;
  }
}

export interface NavigationGuard {
  /** For webContents 'will-navigate': stays on our renderer; a web link opens in the system browser instead. */
  onWillNavigate(event: { preventDefault(): void }, url: string): void;
  /** For webContents 'will-redirect': a redirect away from our renderer is simply refused. */
  onWillRedirect(event: { preventDefault(): void }, url: string): void;
  /** For setWindowOpenHandler: never a new window; web links open in the system browser. */
  windowOpenHandler(details: { url: string }): { action: 'deny' };
}

/** Builds the handlers for one window, with shell.openExternal injected. */
export function createNavigationGuard(opts: { rendererUrl: string; openExternal: (url: string) => void | Promise<void> }): NavigationGuard {
  return {
    onWillNavigate(event, url) {
      if (isRendererUrl(url, opts.rendererUrl)) return;
      event.preventDefault();
      if (isExternalWebUrl(url)) void opts.openExternal(url);
    },
    onWillRedirect(event, url) {
      if (!isRendererUrl(url, opts.rendererUrl)) event.preventDefault();
    },
    windowOpenHandler({ url }) {
      if (isExternalWebUrl(url)) void opts.openExternal(url);
      return { action: 'deny' };
    },
  };
}
