/**
 * The small shared shape of the booking emails: a plain-text body and a simple HTML body built
 * from the same parts, so both always say the same thing. Every value is escaped in the HTML.
 */
import { escapeHtml } from '../../lib/html';

/** One labelled value of a details table ("Client: Jane Doe"). */
export interface DetailRow {
  label: string;
  value: string;
  /**
   * The value is an address of ours, shown as a link. Other values stay text: what people type
   * (notes, agency, names) must not become a link in an email that carries our name.
   */
  link?: true;
}

/** A heading followed by label/value rows. */
export interface DetailSection {
  heading: string;
  rows: DetailRow[];
}

/**
 * A paragraph: text, or a sentence carrying an address of ours, shown as a link (as a row's
 * `link`). Plain paragraphs stay text whatever they hold: they quote names people typed.
 */
export type Paragraph = string | { text: string; link: true };

/** A paragraph whose web addresses are ours, to be shown as links. */
export const linkedParagraph = (text: string): Paragraph => ({ text, link: true });

const paragraphText = (p: Paragraph): string => (typeof p === 'string' ? p : p.text);
const paragraphHtml = (p: Paragraph): string => (typeof p === 'string' ? escapeHtml(p) : linkedHtml(p.text));

export interface EmailParts {
  /** First line of the body ("Hi Jane,"), optional. */
  greeting?: string;
  /** Paragraphs before the details. */
  intro: Paragraph[];
  sections?: DetailSection[];
  /** A call to action: the link is printed in full in the text body. */
  action?: { label: string; url: string };
  /** Paragraphs after the details. */
  outro?: Paragraph[];
}

const SIGNATURE = 'The Spotlight TV team';

/** The plain-text body. */
export function renderText(parts: EmailParts): string {
  const lines: string[] = [];
  if (parts.greeting) lines.push(parts.greeting, '');
  for (const p of parts.intro) lines.push(paragraphText(p), '');
  for (const section of parts.sections ?? []) {
    lines.push(section.heading);
    for (const row of section.rows) lines.push(`  ${row.label}: ${row.value}`);
    lines.push('');
  }
  if (parts.action) lines.push(`${parts.action.label}: ${parts.action.url}`, '');
  for (const p of parts.outro ?? []) lines.push(paragraphText(p), '');
  lines.push(SIGNATURE);
  return `${lines.join('\n')}\n`;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#0f172a;';

/** An address inside a sentence, without the punctuation that may close the sentence after it. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/g;

/** Escaped text whose web addresses are links (a paragraph or a row marked as a link). */
function linkedHtml(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(URL_IN_TEXT)) {
    const url = escapeHtml(m[0]);
    out += `${escapeHtml(text.slice(last, m.index))}<a href="${url}" style="color:#4338ca;">${url}</a>`;
    last = m.index + m[0].length;
  }
  return last === 0 ? escapeHtml(text) : out + escapeHtml(text.slice(last));
}

/**
 * The HTML body: inline styles only, since mail clients drop style sheets. Every section is a
 * heading row of one table, so the labels of all sections share one column and line up. Each
 * address is one link: the call to action is a button and nothing repeats it.
 */
export function renderHtml(parts: EmailParts): string {
  const out: string[] = [
    `<div style="${FONT}max-width:600px;margin:0 auto;padding:16px;">`,
    '<p style="font-size:18px;font-weight:bold;color:#4338ca;margin:0 0 16px;">Spotlight TV</p>',
  ];
  if (parts.greeting) out.push(`<p>${escapeHtml(parts.greeting)}</p>`);
  for (const p of parts.intro) out.push(`<p>${paragraphHtml(p)}</p>`);
  const sections = parts.sections ?? [];
  if (sections.length > 0) {
    // Cell spacing comes from the table's attributes and each row carries only what differs,
    // so a request's details stay small on disk (the outbox keeps every message until sent).
    // Long values (addresses) wrap inside their cell instead of widening the table; the label
    // column is as narrow as its longest (unwrapped) label.
    out.push(
      '<table cellpadding="4" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:14px;overflow-wrap:anywhere;">',
      '<col style="width:1%;"><col>',
    );
    for (const section of sections) {
      out.push(`<tr><th colspan="2" align="left" style="padding:20px 4px 8px;font-size:15px;">${escapeHtml(section.heading)}</th></tr>`);
      for (const row of section.rows) {
        const keepLines = row.value.includes('\n') ? ' style="white-space:pre-wrap;"' : '';
        out.push(
          `<tr><td valign="top" nowrap style="color:#475569;">${escapeHtml(row.label)}</td>` +
            `<td${keepLines}>${row.link ? linkedHtml(row.value) : escapeHtml(row.value)}</td></tr>`,
        );
      }
    }
    out.push('</table>');
  }
  if (parts.action) {
    out.push(
      `<p style="margin:24px 0;"><a href="${escapeHtml(parts.action.url)}" style="background:#4338ca;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block;">${escapeHtml(parts.action.label)}</a></p>`,
    );
  }
  for (const p of parts.outro ?? []) out.push(`<p>${paragraphHtml(p)}</p>`);
  out.push(`<p style="color:#475569;">${escapeHtml(SIGNATURE)}</p>`, '</div>');
  return out.join('\n');
}
