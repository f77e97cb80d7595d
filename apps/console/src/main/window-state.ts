// Window size and position remembered between runs, but never restored off-screen (a monitor
// unplugged since last time would otherwise leave the window invisible).
import type { WindowBounds } from './settings-store';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_SIZE = { width: 1280, height: 860 };
export const MIN_SIZE = { width: 900, height: 600 };
/** How much of the title bar area must be on a display for the saved position to count. */
const MIN_VISIBLE = { width: 120, height: 60 };

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.min(a.x + a.width, b.x + b.width) - x, height: Math.min(a.y + a.height, b.y + b.height) - y };
}

/** The bounds to open the window with: the saved ones when visible, else the default size (centred). */
export function restoreBounds(
  saved: WindowBounds | null,
  workAreas: Rect[],
): { bounds: Partial<Rect> & { width: number; height: number }; maximized: boolean } {
  if (!saved) return { bounds: { ...DEFAULT_SIZE }, maximized: false };
  const titleBar = { x: saved.x, y: saved.y, width: saved.width, height: Math.min(saved.height, 40) };
  const area = workAreas.find((a) => {
    const o = overlap(titleBar, a);
    return o.width >= Math.min(MIN_VISIBLE.width, saved.width) && o.height >= Math.min(MIN_VISIBLE.height, titleBar.height);
  });
  const width = Math.max(MIN_SIZE.width, saved.width);
  const height = Math.max(MIN_SIZE.height, saved.height);
  if (!area) return { bounds: { width, height }, maximized: saved.maximized };
  return {
    bounds: { x: saved.x, y: saved.y, width: Math.min(width, area.width), height: Math.min(height, area.height) },
    maximized: saved.maximized,
  };
}
