import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, restoreBounds } from './window-state';

const laptop = { x: 0, y: 0, width: 1920, height: 1040 };
const leftMonitor = { x: -2560, y: 0, width: 2560, height: 1400 };

describe('restoreBounds', () => {
  it('opens at the default size on first run', () => {
    expect(restoreBounds(null, [laptop])).toEqual({ bounds: DEFAULT_SIZE, maximized: false });
  });

  it('restores a window that is still on a display, maximized or not', () => {
    const saved = { x: 100, y: 80, width: 1400, height: 900, maximized: true };
    expect(restoreBounds(saved, [laptop])).toEqual({ bounds: { x: 100, y: 80, width: 1400, height: 900 }, maximized: true });
    const onLeft = { x: -2000, y: 100, width: 1200, height: 800, maximized: false };
    expect(restoreBounds(onLeft, [laptop, leftMonitor]).bounds).toMatchObject({ x: -2000, y: 100 });
  });

  it('drops the position when its display is gone, keeping the size', () => {
    const onLeft = { x: -2000, y: 100, width: 1200, height: 800, maximized: false };
    expect(restoreBounds(onLeft, [laptop])).toEqual({ bounds: { width: 1200, height: 800 }, maximized: false });
  });

  it('never restores smaller than the minimum or larger than the display', () => {
    expect(restoreBounds({ x: 0, y: 0, width: 200, height: 100, maximized: false }, [laptop]).bounds).toEqual({ x: 0, y: 0, width: 900, height: 600 });
    expect(restoreBounds({ x: 0, y: 0, width: 5000, height: 3000, maximized: false }, [laptop]).bounds).toEqual({ x: 0, y: 0, width: 1920, height: 1040 });
  });
});
