// The baseline: a bare node:http server that answers every request with a static body of the
// given size and status (reading any request body first), run as its own process like the app.
import { createServer } from 'node:http';

const [size = '0', status = '200', contentType = 'application/json'] = process.argv.slice(2);
const body = Buffer.alloc(Number(size), 'x');
const headers = { 'Content-Type': contentType, 'Content-Length': String(body.length) };

const server = createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    res.writeHead(Number(status), headers);
    res.end(body);
  });
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
