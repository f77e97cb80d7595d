// Makes the landing hero's video from the product's own drawing (the animated studio scene):
// Chromium renders the scene frame by frame, Debian's ffmpeg encodes a small WebM (VP9) and MP4
// (H.264) and the poster. Run after `pnpm build`; the outputs under apps/web/public/hero/ are
// committed (the build copies them to dist). Needs /usr/bin/chromium and ffmpeg (apt-get install ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { requireBuild, repoRoot, startBuiltServer } from './bench/server.mjs';

const FPS = 12;
const SIZE = { width: 640, height: 480 };
const out = join(repoRoot, 'apps', 'web', 'public', 'hero');

async function main() {
  requireBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'tvb-hero-'));
  const frames = mkdtempSync(join(tmpdir(), 'tvb-hero-frames-'));
  const server = await startBuiltServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    // Without its video files the hero shows the drawing they are made from.
    await page.route('**/hero/studio.*', (route) => route.abort());
    await page.goto(server.url);
    const scene = page.locator('svg.tvs-root');
    await scene.waitFor();
    // The scene alone: its pause button overlaps it.
    await page.addStyleTag({ content: 'figure button { visibility: hidden !important; }' });
    // The scene's loop: the longest of its CSS animations (capped), sampled at FPS by seeking them all.
    const loopMs = await page.evaluate(() => {
      const durations = globalThis.document.getAnimations().map((a) => Number(a.effect?.getTiming().duration) || 0);
      return Math.min(8000, Math.max(2000, ...durations));
    });
    const count = Math.round((loopMs / 1000) * FPS);
    for (let i = 0; i < count; i++) {
      await page.evaluate(
        (t) => {
          for (const a of globalThis.document.getAnimations()) {
            a.pause();
            a.currentTime = t;
          }
        },
        (i * 1000) / FPS,
      );
      await scene.screenshot({ path: join(frames, `f${String(i).padStart(4, '0')}.png`), omitBackground: false });
    }
    mkdirSync(out, { recursive: true });
    const input = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FPS),
      '-i',
      join(frames, 'f%04d.png'),
      '-vf',
      `scale=${SIZE.width}:${SIZE.height}:flags=lanczos,format=yuv420p`,
    ];
    execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-an', join(out, 'studio.webm')]);
    execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-movflags', '+faststart', '-an', join(out, 'studio.mp4')]);
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-i',
      join(frames, 'f0000.png'),
      '-vf',
      `scale=${SIZE.width}:${SIZE.height}`,
      '-q:v',
      '6',
      join(out, 'studio-poster.jpg'),
    ]);
    for (const f of ['studio.webm', 'studio.mp4', 'studio-poster.jpg']) console.log(`${f}: ${(statSync(join(out, f)).size / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(frames, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
