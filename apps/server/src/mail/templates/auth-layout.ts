import { escapeHtml } from '../../lib/html';

/** A plain, single-column HTML email around the given paragraphs and an optional button. */
export function authEmailHtml(opts: { heading: string; paragraphs: string[]; button?: { label: string; url: string } }): string {
  const paragraphs = opts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = opts.button
    ? // The button is the one link; the plain-text body prints the address for clients without HTML.
      `<p style="margin:24px 0"><a href="${escapeHtml(opts.button.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(opts.button.label)}</a></p>`
    : '';
  return (
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px">` +
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(opts.heading)}</h1>${paragraphs}${button}` +
    `<p style="margin:24px 0 0;font-size:13px;color:#475569">Spotlight TV · TV segment booking</p>` +
    `</div></body></html>`
  );
}
