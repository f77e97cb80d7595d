// `pnpm lighthouse`: Lighthouse (npm package, mobile preset, the machine's Chromium) on the
// production build's landing page. Reports the four category scores, the audits that cost
// points, the JavaScript the first page transfers, and whether any admin, table or chart code
// reaches it (STYLE: "a visitor's first page never downloads admin views or chart code").
// Targets are reported, never asserted. `--short`: one run, nothing written, to check it works.
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './bench/chromium.mjs';
import { machineDescription } from './bench/machine.mjs';
import { fmt, table, writeSection } from './bench/report.mjs';
import { requireBuild, startBuiltServer } from './bench/server.mjs';

const short = process.argv.includes('--short') || process.env.LIGHTHOUSE_SHORT === '1';
const RUNS = short ? 1 : 3;
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const JS_BUDGET_KB = 120;
// What only admin, table or chart code contains: chunk names, and strings minification keeps.
const FORBIDDEN_NAMES = /admin|analytics|recharts|react-table|chart/i;
const FORBIDDEN_CODE = [
  ['recharts', /recharts-(wrapper|surface|layer)/],
  ['@tanstack/react-table', /getCoreRowModel|getSortedRowModel/],
  ['admin views', /Admin Panel|admin_token/],
];

/** The parts of a Lighthouse result this report needs. */
function summarize(lhr) {
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]));
  const failing = [];
  const opportunities = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode)) continue;
      if (ref.weight > 0) failing.push({ category: categoryId, id: ref.id, title: audit.title, value: audit.displayValue ?? '', detail: detailOf(audit) });
      // Unscored performance audits are the causes: opportunities and diagnostics with savings.
      else if (categoryId === 'performance') opportunities.push({ id: ref.id, title: audit.title, value: audit.displayValue ?? '' });
    }
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    scores,
    failing,
    opportunities,
    scripts: scripts.map((r) => ({ url: r.url, transferKb: (r.transferSize ?? 0) / 1024 })),
    jsKb: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
    totalKb: requests.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
    metrics: Object.fromEntries(
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
        id,
        lhr.audits[id]?.displayValue ?? 'n/a',
      ]),
    ),
  };
}

/** Scripts of the first page that carry admin, table or chart code, by name or by content. */
async function forbiddenScripts(scripts) {
  const found = [];
  for (const { url } of scripts) {
    const name = new URL(url).pathname.split('/').pop() ?? '';
    if (FORBIDDEN_NAMES.test(name)) found.push(`${name} (file name)`);
    const code = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
    for (const [what, marker] of FORBIDDEN_CODE) if (marker.test(code)) found.push(`${name} contains ${what}`);
  }
  return found;
}

/** The first few items of an audit's details (urls, issue types, nodes), for the report. */
function detailOf(audit) {
  const items = audit.details?.items ?? [];
  const text = items.slice(0, 3).map((item) => {
    const value = item.url ?? item.issueType ?? item.node?.snippet ?? item.source?.url ?? item.description ?? '';
    return String(typeof value === 'object' ? JSON.stringify(value) : value).slice(0, 160);
  });
  return text.filter(Boolean).join('; ');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function render(runs, forbidden, context) {
  const ids = Object.keys(TARGETS);
  const med = Object.fromEntries(ids.map((id) => [id, median(runs.map((r) => r.scores[id] ?? 0))]));
  const best = runs.find((r) => r.scores.performance === med.performance) ?? runs[0];
  const rows = ids.map((id) => [id, runs.map((r) => r.scores[id]).join(', '), String(med[id]), `>= ${TARGETS[id]}`, med[id] >= TARGETS[id] ? 'yes' : 'NO']);
  rows.push([
    'first-page JS transferred (KB)',
    runs.map((r) => fmt(r.jsKb, 1)).join(', '),
    fmt(median(runs.map((r) => r.jsKb)), 1),
    `<= ${JS_BUDGET_KB}`,
    median(runs.map((r) => r.jsKb)) <= JS_BUDGET_KB ? 'yes' : 'NO',
  ]);
  rows.push(['admin, table or chart code on /', '', forbidden.length ? forbidden.join('; ') : 'none', 'none', forbidden.length ? 'NO' : 'yes']);
  const failing = [...new Map(runs.flatMap((r) => r.failing).map((f) => [`${f.category}:${f.id}`, f])).values()];
  const opportunities = [...new Map(runs.flatMap((r) => r.opportunities).map((o) => [o.id, o])).values()];
  return [
    `Measured ${context.date} on: ${context.machine}.`,
    '',
    `Lighthouse ${context.version}, default (mobile) configuration with simulated throttling, ${runs.length} run(s) of the production build's landing page (\`/\`), served by \`apps/server/dist/main.js\`, in ${context.chromium}.`,
    '',
    table(['figure', 'runs', 'median', 'target', 'met'], rows),
    '',
    `Median run: ${Object.entries(best.metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}; ${fmt(best.totalKb, 1)} KB transferred in all.`,
    '',
    `Scripts of the first page: ${best.scripts.map((s) => `\`${new URL(s.url).pathname}\` ${fmt(s.transferKb, 1)} KB`).join(', ')}.`,
    '',
    failing.length
      ? `Scored audits that cost points (in any run):\n\n${failing.map((f) => `- ${f.category}: \`${f.id}\` ${f.title}${f.value ? ` (${f.value})` : ''}${f.detail ? `: ${f.detail}` : ''}`).join('\n')}`
      : 'No scored audit cost points.',
    '',
    opportunities.length
      ? `Performance opportunities and diagnostics flagged (the causes behind the metrics):\n\n${opportunities.map((o) => `- \`${o.id}\` ${o.title}${o.value ? ` (${o.value})` : ''}`).join('\n')}`
      : 'No performance opportunity flagged.',
  ].join('\n');
}

async function main() {
  requireBuild();
  const started = Date.now();
  const machine = machineDescription();
  console.log(`lighthouse${short ? ' --short' : ''}: ${machine}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tvb-lighthouse-'));
  let server;
  let chromium;
  try {
    server = await startBuiltServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    chromium = await launchChromium();
    const chromiumVersion = (await (await fetch(`http://127.0.0.1:${chromium.port}/json/version`)).json()).Browser;
    const runs = [];
    let version = '';
    for (let i = 0; i < RUNS; i++) {
      // A trace that Chromium failed to record (e.g. NO_NAVSTART on a loaded machine) says
      // nothing about the page: such a run is tried once more before giving up.
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${server.url}/`, { port: chromium.port, output: 'json', logLevel: 'error' });
        if (!result?.lhr) throw new Error('Lighthouse returned no result');
        if (!result.lhr.runtimeError) break;
        if (attempt >= 2) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
        console.log(`run ${i + 1}: ${result.lhr.runtimeError.code}, trying once more`);
      }
      version = result.lhr.lighthouseVersion;
      const run = summarize(result.lhr);
      runs.push(run);
      console.log(
        `run ${i + 1}: ${Object.entries(run.scores)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}; JS ${fmt(run.jsKb, 1)} KB`,
      );
    }
    const forbidden = await forbiddenScripts(runs[0].scripts);
    const markdown = render(runs, forbidden, { date: new Date().toISOString().slice(0, 10), machine, version, chromium: chromiumVersion });
    console.log(`\n${markdown}\n`);
    if (!short) {
      writeSection('lighthouse', `## Page speed (\`pnpm lighthouse\`)\n\n${markdown}`);
      console.log('written to docs/benchmarks.md');
    }
    console.log(`lighthouse took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await chromium?.stop();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
