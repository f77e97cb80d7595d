// Results as a markdown table, and the marked section of docs/benchmarks.md they replace.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server.mjs';

export const resultsFile = join(repoRoot, 'docs', 'benchmarks.md');

/** Renders rows (arrays of cells) under a header as a GitHub markdown table. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Replaces the text between `<!-- name:begin -->` and `<!-- name:end -->` in docs/benchmarks.md. */
export function writeSection(name, markdown) {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  let doc = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmarks and page speed\n';
  const at = doc.indexOf(begin);
  const stop = doc.indexOf(end);
  doc = at >= 0 && stop > at ? doc.slice(0, at) + block + doc.slice(stop + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsFile, doc);
}

export const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';
