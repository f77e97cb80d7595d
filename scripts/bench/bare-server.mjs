// The baseline: a bare node:http server that answers with the very bytes the app sent (same
// status, type, encoding and body, read from the JSON file named on the command line, chosen by
// path), reading any request body first. Run as its own process, like the app.
// The same bytes, not just the same size: the load generator decodes bodies, and binary
// (gzip, brotli) costs it far more than ASCII, which would flatter a baseline of 'xxx...'.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const samples = JSON.parse(readFileSync(process.argv[2], 'utf8')).map((s) => {
  const body = Buffer.from(s.body, 'base64');
  const headers = { 'Content-Type': s.contentType, 'Content-Length': String(body.length) };
  if (s.contentEncoding) headers['Content-Encoding'] = s.contentEncoding;
  return { path: s.path, status: s.status, headers, body };
});
const byPath = new Map(samples.map((s) => [s.path, s]));

const server = createServer((req, res) => {
  const sample = byPath.get(req.url) ?? samples[0];
  req.on('data', () => {});
  req.on('end', () => {
    res.writeHead(sample.status, sample.headers);
    res.end(sample.body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
