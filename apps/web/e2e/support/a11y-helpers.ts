// Helpers of the accessibility browser tests: the axe-core audit and the keyboard checks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { bookableDate } from './auth-helpers';

/** Every WCAG 2.0, 2.1 and 2.2 success criterion of levels A and AA that axe-core can test. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_AA_TAGS },
  // Target size (2.5.8, new in WCAG 2.2) is off in axe by default: switched on.
  rules: { 'target-size': { enabled: true } },
  // Only violations are wanted: axe then skips collecting the passes, much of its time on big pages.
  resultTypes: ['violations'],
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page (or the part `include` selects), one line per failing element:
 * the rule, what it asks, where, and axe's explanation. axe is loaded into the page once per
 * document through the test channel (the site's CSP rightly refuses inline scripts), and then
 * run as often as needed, which is several times faster than loading it for every audit.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([selector, options]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(selector ? { include: [selector] } : document, options),
    [include ?? null, AXE_OPTIONS] as const,
  );
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    at ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`),
  );
}

/**
 * Audits the page as it is now (or only the part `include` selects). A soft assertion: one test
 * audits many pages and dialogs, and a failing run lists the violations of every one of them, each
 * under the name of its screen.
 */
export async function audit(page: Page, screen: string, include?: string): Promise<void> {
  const t0 = Date.now();
  const violations = await axeViolations(page, include);
  if (process.env.A11Y_TIMING) console.log(`axe ${Date.now() - t0} ms ${screen}`);
  expect.soft(violations, `WCAG 2.2 A/AA violations on ${screen}`).toEqual([]);
}

/** Describes the focused element (for messages): its tag and accessible text, or 'body'. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 60) ?? '';
    return `<${el.tagName.toLowerCase()}> ${name}`;
  });
}

/**
 * Where the focused control is covered, if anywhere: the sticky header, a toast or anything else
 * drawn over the middle of it, or the edge of the window. Null when it can be seen.
 */
export function focusObstruction(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing is focused';
    const r = el.getBoundingClientRect();
    const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
    const y = r.top + Math.min(r.height / 2, 8);
    if (r.bottom <= 0 || r.top >= window.innerHeight) return `off screen (top ${Math.round(r.top)})`;
    const hit = document.elementFromPoint(x, Math.max(y, 0));
    if (!hit || hit === el || el.contains(hit) || hit.contains(el)) return null;
    // A label drawn over its own control (custom checkboxes) still shows the control.
    if (hit.closest('label')?.control === el) return null;
    return `covered by <${hit.tagName.toLowerCase()} class="${hit.getAttribute('class') ?? ''}">`;
  });
}

/** Asserts that the focused control can be seen (WCAG 2.4.11 Focus Not Obscured). */
export async function expectFocusVisible(page: Page, where: string): Promise<void> {
  // As the user sees it once things settle: a closed dialog's overlay fades out over the page for
  // a moment, which on a loaded machine can outlast the dialog itself. What stays over it fails.
  await expect
    .poll(
      async () => {
        const obstruction = await focusObstruction(page);
        return obstruction && `${await describeFocus(page)}: ${obstruction}`;
      },
      { message: `the focused control on ${where} is hidden`, timeout: 2000 },
    )
    .toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) up to `presses` times and checks after each that the focused control
 * is in view and not under the sticky header; stops early at the start (or end) of the page.
 * Returns the names of the controls it passed.
 */
export async function tabAndCheck(page: Page, presses: number, where: string, backwards = false): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await describeFocus(page);
    if (focused === 'body') break;
    seen.push(focused);
    await expectFocusVisible(page, `${where} (${backwards ? 'Shift+Tab' : 'Tab'} ${i + 1})`);
  }
  return seen;
}

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
export async function tabTo(page: Page, target: Locator, max = 40, backwards = false): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await handle?.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${String(target)} never took focus in ${max} presses (focus is on ${await describeFocus(page)})`);
}

/**
 * Books a request as the signed-in user of `page` (its session cookie, from our own origin), so it
 * shows in My Bookings and Request Management.
 */
export async function bookAsSignedInUser(page: Page, fields: { email: string; clientName: string; contactName: string; agencyName?: string }): Promise<void> {
  const stations = (await (await page.request.get('/api/stations?q=Ohio')).json()) as { id: string }[];
  const res = await page.request.post('/api/orders', {
    headers: { Origin: new URL(page.url()).origin },
    data: { agencyName: '', interviewTopic: 'Urban gardening', preferredDate: bookableDate(), stationId: stations[0]!.id, ...fields },
  });
  expect(res.status()).toBe(201);
}

/** Opens `dialog` from `opener` with Tab and Enter, closes it with Escape: focus must be back on `opener`. */
export async function escapeReturnsFocus(page: Page, opener: Locator, dialog: Locator, maxTabs = 40): Promise<void> {
  await tabTo(page, opener, maxTabs);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** CSS colours as the page draws them over `background`, as RGB (a canvas converts any colour syntax). */
function rgbIn(page: Page, colours: readonly string[], background: string): Promise<number[][]> {
  return page.evaluate(
    ([list, bg]) =>
      list.map((css) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.fillStyle = bg;
        ctx.fillRect(0, 0, 1, 1);
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
      }),
    [colours, background] as const,
  );
}

/** WCAG's contrast ratio of two RGB colours. */
function contrastRatio(a: number[], b: number[]): number {
  const luminance = ([r, g, b]: number[]) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * The contrast of the text in a field against the field's own background (WCAG 1.4.3 asks 4.5:1
 * of it): axe checks the page's text but not what a visitor types, which takes the field's colour.
 */
export async function typedTextContrast(field: Locator): Promise<number> {
  const { color, backgroundColor } = await field.evaluate((node) => getComputedStyle(node));
  const [text, box] = await rgbIn(field.page(), [color, backgroundColor], 'white');
  return contrastRatio(text!, box!);
}

/**
 * The contrast of the strongest colour in `el`'s focus ring (its box-shadow) against `background`
 * (a CSS colour), counting the element's own opacity, which fades its ring too.
 */
export async function ringContrast(el: Locator, background = 'white'): Promise<number> {
  const { shadow, opacity } = await el.evaluate((node) => {
    let faded = 1;
    for (let n: Element | null = node; n; n = n.parentElement) faded *= Number(getComputedStyle(n).opacity);
    return { shadow: getComputedStyle(node).boxShadow, opacity: faded };
  });
  const colours = shadow.match(/(?:rgba?|oklch|oklab|lab|color)\([^)]*\)/g) ?? [];
  const [bg, ...rings] = await rgbIn(el.page(), [background, ...colours], background);
  // Each colour as drawn: faded by the opacity over the background.
  const drawn = rings.map((rgb) => rgb.map((c, i) => c * opacity + bg![i]! * (1 - opacity)));
  return Math.max(1, ...drawn.map((rgb) => contrastRatio(rgb, bg!)));
}

/**
 * How many pixels the field's hint (placeholder) has to spare in its box: below 0, it is cut off.
 * A search field keeps room for its clear button (about 16 px in Chromium) even while empty.
 */
export function placeholderRoom(field: Locator): Promise<number> {
  return field.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontSize} ${style.fontFamily}`;
    const clearButton = el.type === 'search' ? 20 : 0;
    return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - clearButton - ctx.measureText(el.placeholder).width;
  });
}
