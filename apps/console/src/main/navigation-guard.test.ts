import { describe, expect, it, vi } from 'vitest';
import { createNavigationGuard, isExternalWebUrl, isRendererUrl } from './navigation-guard';

const FILE_RENDERER = 'file:///opt/Spotlight%20TV%20Console/resources/app.asar/out/renderer/index.html';
const DEV_RENDERER = 'http://localhost:5173/';

describe('isRendererUrl', () => {
  it('accepts the built page, with any hash or query', () => {
    expect(isRendererUrl(FILE_RENDERER, FILE_RENDERER)).toBe(true);
    expect(isRendererUrl(`${FILE_RENDERER}#/analytics`, FILE_RENDERER)).toBe(true);
  });

  it('refuses other local files and every web origin when running from files', () => {
    expect(isRendererUrl('file:///etc/passwd', FILE_RENDERER)).toBe(false);
    expect(isRendererUrl('file:///opt/Spotlight%20TV%20Console/resources/app.asar/out/renderer/other.html', FILE_RENDERER)).toBe(false);
    expect(isRendererUrl('https://evil.example/', FILE_RENDERER)).toBe(false);
    expect(isRendererUrl('not a url', FILE_RENDERER)).toBe(false);
  });

  it('accepts only the dev server origin during development', () => {
    expect(isRendererUrl('http://localhost:5173/src/main.tsx', DEV_RENDERER)).toBe(true);
    expect(isRendererUrl('http://localhost:5174/', DEV_RENDERER)).toBe(false);
    expect(isRendererUrl('https://localhost:5173/', DEV_RENDERER)).toBe(false);
  });
});

describe('isExternalWebUrl', () => {
  it('allows http(s) only', () => {
    expect(isExternalWebUrl('https://www.nbc.com/')).toBe(true);
    expect(isExternalWebUrl('http://station.example/show')).toBe(true);
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'ms-settings:', 'https://u:p@x.example', 'nonsense']) {
      expect(isExternalWebUrl(url)).toBe(false);
    }
  });
});

describe('navigation guard', () => {
  it('keeps the window on the renderer: a web link opens in the system browser, anything else is dropped', () => {
    const openExternal = vi.fn();
    const guard = createNavigationGuard({ rendererUrl: FILE_RENDERER, openExternal });
    const away = { preventDefault: vi.fn() };
    guard.onWillNavigate(away, 'https://www.station.example/show');
    expect(away.preventDefault).toHaveBeenCalledOnce();
    expect(openExternal).toHaveBeenCalledWith('https://www.station.example/show');
    const local = { preventDefault: vi.fn() };
    guard.onWillNavigate(local, 'file:///admin');
    expect(local.preventDefault).toHaveBeenCalledOnce();
    expect(openExternal).toHaveBeenCalledOnce();
    const inside = { preventDefault: vi.fn() };
    guard.onWillNavigate(inside, `${FILE_RENDERER}#/admin`);
    expect(inside.preventDefault).not.toHaveBeenCalled();
  });

  it('refuses redirects away from the renderer without opening anything', () => {
    const openExternal = vi.fn();
    const guard = createNavigationGuard({ rendererUrl: DEV_RENDERER, openExternal });
    const redirect = { preventDefault: vi.fn() };
    guard.onWillRedirect(redirect, 'https://evil.example/');
    expect(redirect.preventDefault).toHaveBeenCalledOnce();
    expect(openExternal).not.toHaveBeenCalled();
    const inside = { preventDefault: vi.fn() };
    guard.onWillRedirect(inside, 'http://localhost:5173/index.html');
    expect(inside.preventDefault).not.toHaveBeenCalled();
  });

  it('denies every new window and opens web links in the system browser', () => {
    const openExternal = vi.fn();
    const guard = createNavigationGuard({ rendererUrl: FILE_RENDERER, openExternal });
    expect(guard.windowOpenHandler({ url: 'https://www.station.example/' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://www.station.example/');
    expect(guard.windowOpenHandler({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(guard.windowOpenHandler({ url: FILE_RENDERER })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledOnce();
  });
});
