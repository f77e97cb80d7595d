// Writes .br and .gz next to every compressible file of a build, so the server sends them
// precompressed (serveStatic's `precompressed`) instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(d) {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (compressible.test(name)) yield p;
  }
}

let count = 0;
for (const file of files(dir)) {
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${dir}`);
