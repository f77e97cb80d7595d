#!/usr/bin/env node
// Renders resources/icons/icon.svg into the console's app icons with the machine's Chromium
// (playwright-core, already a dev dependency): PNGs at 512 and 256 for Linux, an .ico for
// Windows and an .icns for macOS. ICO and ICNS are simple containers that may hold PNG images,
// so they are assembled here without any image library. Run: pnpm --filter @app/console icons
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'resources', 'icons');
const svg = readFileSync(resolve(iconsDir, 'icon.svg'), 'utf8');

/** One PNG of the SVG at `size` pixels, transparent around the rounded square. */
async function render(page, size) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace(/width="512" height="512"/, `width="${size}" height="${size}"`);
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
  return page.locator('svg').screenshot({ omitBackground: true, type: 'png' });
}

/** ICO with PNG entries (Windows Vista and later); 256 is stored as 0 in the directory. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2);
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** ICNS with PNG payloads: ic07 128, ic08 256, ic09 512, ic10 1024 (512@2x). */
function icns(images) {
  const chunks = images.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + chunks.reduce((n, c) => n + c.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const png = {};
  for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) png[size] = await render(page, size);
  writeFileSync(resolve(iconsDir, 'icon-512.png'), png[512]);
  writeFileSync(resolve(iconsDir, 'icon-256.png'), png[256]);
  writeFileSync(resolve(iconsDir, 'icon.ico'), ico([16, 24, 32, 48, 64, 128, 256].map((size) => ({ size, png: png[size] }))));
  writeFileSync(
    resolve(iconsDir, 'icon.icns'),
    icns([
      { type: 'ic07', png: png[128] },
      { type: 'ic08', png: png[256] },
      { type: 'ic09', png: png[512] },
      { type: 'ic10', png: png[1024] },
    ]),
  );
  console.log(`icons written to ${iconsDir}`);
} finally {
  await browser.close();
}
