/**
 * The readable API reference at /api/docs: a page, a script and a style sheet served by us (no
 * CDN, no inline script: the site's Content-Security-Policy allows scripts from our origin
 * only). The script reads /api/openapi.json and lays out each operation; it writes text with
 * textContent only, never HTML.
 */

import { SITE_NAME } from '@app/core';

export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${SITE_NAME} API</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/api/docs/docs.css">
<script type="module" src="/api/docs/docs.js"></script>
</head>
<body>
<header><h1>${SITE_NAME} API</h1><p>OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a></p></header>
<main id="operations" aria-live="polite"><p>Loading the API description…</p></main>
</body>
</html>
`;

export const DOCS_CSS = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
header{padding:1.5rem 2rem;background:#111;color:#fff}header a{color:#9cf}
main{padding:1rem 2rem;max-width:70rem}
section.tag>h2{border-bottom:2px solid #ddd;padding-bottom:.3rem;text-transform:capitalize}
details.op{background:#fff;border:1px solid #ddd;border-radius:6px;margin:.5rem 0;padding:.5rem .8rem}
details.op summary{cursor:pointer;font-family:ui-monospace,monospace}
.method{display:inline-block;min-width:4.5rem;font-weight:700}
.get{color:#0a6}.post{color:#06c}.patch{color:#a60}.put{color:#a60}.delete{color:#c22}
.auth{margin-left:.6rem;font-size:.8rem;background:#eee;border-radius:4px;padding:.1rem .4rem}
pre{background:#f3f3f3;padding:.6rem;overflow:auto;font-size:.85rem}
table{border-collapse:collapse}.headers{margin:.2rem 0;font-size:.85rem;color:#555}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left}
`;

export const DOCS_JS = `const AUTH = { adminBearer: 'admin bearer token', sessionCookie: 'session cookie' };
const el = (tag, props = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
};
const text = (tag, value, props) => { const n = el(tag, props); n.textContent = value; return n; };
const authLabel = (security) => {
  if (!security || security.length === 0) return 'public';
  const names = security.map((s) => Object.keys(s)[0]).filter(Boolean).map((k) => AUTH[k] || k);
  return security.some((s) => Object.keys(s).length === 0) ? names.join(', ') + ' (optional)' : names.join(', ');
};
function operation(path, method, op) {
  const box = el('details', { class: 'op' });
  const summary = el('summary');
  summary.append(text('span', method.toUpperCase(), { class: 'method ' + method }), text('span', path), text('span', authLabel(op.security), { class: 'auth' }));
  box.append(summary);
  if (op.parameters && op.parameters.length) {
    const table = el('table');
    table.append(el('tr', {}, text('th', 'name'), text('th', 'in'), text('th', 'required'), text('th', 'schema')));
    for (const p of op.parameters) table.append(el('tr', {}, text('td', p.name), text('td', p.in), text('td', p.required ? 'yes' : 'no'), text('td', JSON.stringify(p.schema))));
    box.append(text('h4', 'Parameters'), table);
  }
  if (op.requestBody) {
    for (const [type, media] of Object.entries(op.requestBody.content)) box.append(text('h4', 'Body (' + type + ')'), text('pre', JSON.stringify(media.schema, null, 2)));
  }
  const responses = el('ul');
  for (const [code, r] of Object.entries(op.responses)) {
    const item = text('li', code + ': ' + r.description);
    if (r.headers) item.append(text('p', 'Headers: ' + Object.keys(r.headers).join(', '), { class: 'headers' }));
    for (const [type, media] of Object.entries(r.content || {})) {
      item.append(text('span', ' (' + type + ') '), ...(media.schema ? schemaView(media.schema) : []));
    }
    responses.append(item);
  }
  box.append(text('h4', 'Responses'), responses);
  return box;
}
const schemaName = (ref) => ref.slice(ref.lastIndexOf('/') + 1);
const schemaLink = (ref) => text('a', schemaName(ref), { href: '#schema-' + schemaName(ref) });
// A named shape as a link to it; an array or a choice of them in words; anything else as JSON.
function schemaView(schema) {
  if (schema.$ref) return [schemaLink(schema.$ref)];
  if (schema.type === 'array' && schema.items && schema.items.$ref) return ['array of ', schemaLink(schema.items.$ref)];
  if (schema.anyOf && schema.anyOf.every((s) => s.$ref || s.type === 'null'))
    return schema.anyOf.flatMap((s, i) => [...(i ? [' or '] : []), s.$ref ? schemaLink(s.$ref) : 'null']);
  return [text('pre', JSON.stringify(schema, null, 2))];
}
function schemas(doc) {
  const section = el('section', { class: 'tag' }, text('h2', 'Schemas'));
  for (const [name, schema] of Object.entries(doc.components.schemas || {})) {
    const box = el('details', { class: 'op', id: 'schema-' + name });
    box.append(text('summary', name));
    if (schema.description) box.append(text('p', schema.description));
    box.append(text('pre', JSON.stringify(schema, null, 2)));
    section.append(box);
  }
  return section;
}
async function render() {
  const main = document.getElementById('operations');
  try {
    const res = await fetch('/api/openapi.json');
    const doc = await res.json();
    const byTag = new Map();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const tag = (op.tags && op.tags[0]) || 'api';
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push(operation(path, method, op));
      }
    }
    main.replaceChildren(text('p', doc.info.description));
    for (const tag of [...byTag.keys()].sort()) main.append(el('section', { class: 'tag' }, text('h2', tag), ...byTag.get(tag)));
    const webhooks = Object.entries(doc.webhooks || {}).map(([name, item]) => operation(name, 'post', item.post));
    if (webhooks.length) main.append(el('section', { class: 'tag' }, text('h2', 'Webhooks we send'), ...webhooks));
    main.append(schemas(doc));
    // A link to a schema opens it.
    const open = () => { const target = location.hash && document.getElementById(location.hash.slice(1)); if (target) target.open = true; };
    window.addEventListener('hashchange', open);
    open();
  } catch (err) {
    main.replaceChildren(text('p', 'The API description could not be loaded: ' + err));
  }
}
render();
`;
