// The V8 flags a launch of the production server gives Node, by its database: `pnpm start`, the
// bench, the end-to-end and server-process tests take them from here by the server's DATABASE_URL;
// the one-file binary has SQLite's in its execArgv (fixed when it is built: the embedded default);
// the systemd unit (deploy/systemd/spotlight@.service, a PostgreSQL deployment) has PostgreSQL's
// on its ExecStart line.
// They bound how much memory V8 keeps for garbage between collections; neither is a hard limit,
// so a burst of large answers (5,000-row pages from ten tabs) costs collections, never the process.
//
// Why (issue 34, docs/benchmarks.md): at a million orders, 10 clients on each admin endpoint in
// turn, the peak RSS was 410 to 463 MB, of which 91 MB the runtime's file pages and about 80 MB
// malloc, stacks and the mail thread; the rest V8's heap, 220 MB committed for 26 MB live:
// - the young generation: Node 24 grows each semi-space to 64 MB under this load (new space 128 MB
//   committed, nearly all garbage: the rows, their JSON and the 0.5 MB answers of requests in
//   flight). `--max-semi-space-size=8` (MB) keeps it at 16 MB;
// - the old generation: with a small young generation more of each request's objects are
//   promoted, and V8's dynamic growing factor (up to 4x the live size) let the old space
//   reach 80+ MB under the change feed's 1,000-row page (peak 302 MB with the first flag alone).
//   `--heap-growing-percent=20` starts the next full collection at 1.2x what survived the last.
// What it costs: the same requests, collected more often.
// - SQLite (fifth pass, idle machine, the production build, a million orders, 10 clients for 5 s
//   per endpoint then one for 3 s, two interleaved rounds; CPU per request under the 10 clients):
//   peak RSS 205 and 227 MB against 428 and 441; first page 14,800 to 21,900 µs against 17,400 to
//   18,100; the change feed's page 26,200 to 28,600 against 14,300 to 16,500; the page of 100
//   5,800 to 7,100 against 3,900 to 4,000. One client's p50 unchanged (16 to 20, 14 to 20, 4 to 5 ms).
//   In the sixth pass's harness below (busier: the shared machine, every endpoint warmed up),
//   SQLite with these flags peaked at 273 and 270 MB (without and with admin-order-json-once.ts),
//   and 260 in a third run, whose smaps_rollup at the peak: 263 MB resident, 78 MB of it the
//   runtime's shared file pages, 183 MB anonymous (V8's heaps, the mail thread's included,
//   SQLite's page caches, malloc; PostgreSQL's at its 247 MB peak: 78 and 173, and 78 and 397 with
//   V8's defaults at 467): not under 250 there; what the anonymous memory holds besides the heap
//   is not measured yet.
// - PostgreSQL (sixth pass, on the shared 2-core machine: ratios count, not the absolute figures;
//   the production build, 5,000 stations and a million orders, the 13 admin endpoints in turn,
//   10 clients for 4 s after 1 s of warm-up then one for 2 s, VmHWM over all of it; the variants
//   interleaved, "once": with admin-order-json-once.ts). CPU µs per answer under 10 clients, and
//   one client's p50 in ms, for the first page of GET /api/admin/orders (500 orders), GET
//   /api/admin/changes?limit=1000 and GET /api/admin/orders?limit=100:
//   | V8 flags                          | peak MB       | first page     | changes 1000    | page of 100  |
//   | defaults                          | 463           | 6,394 (8 ms)   | 9,696 (18 ms)   | 1,882 (4 ms) |
//   | defaults, once                    | 421, 463, 467 | 5,913 to 6,608 | 7,635 to 9,436  | 1,738 to 1,877 |
//   | semi-space 16                     | 384           | 6,939 (15 ms)  | 10,943          | 2,037        |
//   | semi-space 8                      | 322           | 8,285          | 13,571          | 2,768        |
//   | semi 16, growing 50 (+ once)      | 267, 278, 292 | 8,932 to 9,189 | 13,450 to 14,416| 1,996 to 2,349 |
//   | semi 12, growing 30, once         | 267           | 10,542         | 16,655          | 2,079        |
//   | minor-ms at 16 MB, growing 20     | 266           | 10,899         | 18,000          | 3,587        |
//   | semi 16, growing 20               | 254           | 12,438         | 17,382          | 2,669        |
//   | semi 8, growing 50, once          | 256, 254      | 10,973, 11,227 | 15,982, 14,978  | 3,018, 3,130 |
//   | semi 8, growing 30, once          | 245, 257      | 12,032, 12,169 | 17,947, 17,098  | 3,553, 3,374 |
//   | semi 8, growing 20 (the choice)   | 223           | 12,389 (8 ms)  | 18,978 (18 ms)  | 3,588 (5 ms) |
//   | semi 8, growing 20, once          | 239, 247      | 13,066, 13,369 | 19,432, 19,583  | 3,800, 3,768 |
//   (one client's p50 in ms where it is given; the other rows' are the same within 1 to 4 ms, but
//   semi-space 16 alone, 15 ms on the first page, and semi-space 8 alone, 36 ms on the changes.)
//   glibc's fixed mmap threshold (MALLOC_MMAP_THRESHOLD_=131072, so the answers' 0.5 MB buffers go
//   back to the system when freed) moved the peak within the noise (418 MB with defaults, 346
//   with semi-space 16): the heap is where the memory goes, not malloc.
//   node-postgres's rows arrive over the socket across awaits, so more of a request's objects
//   survive a young collection than on SQLite and are promoted: every setting under 250 MB bounds
//   the old generation (growing 20 with 8 MB semi-spaces) and pays for it in full collections,
//   about twice the CPU of the heaviest admin reads under ten clients (1.9 to 2.3 times; the
//   requests a second halve where the CPU is the limit); one client's latency is unchanged.
//   Cheaper settings leave the peak above 250 MB: semi-space 16 alone 1.1 times (384 MB),
//   semi-space 8 alone 1.3 to 1.5 (322), 16 with growing 50 1.4 to 1.6 (267 to 292), 8 with
//   growing 50 1.7 to 1.9 (254, 256).
// So both databases take the same flags: the goal is the peak under 250 MB on both, and the only
// setting that met it on PostgreSQL in every round (223, 239 and 247 MB: a thin margin on this
// busy machine; growing 30 gave 245 and 257 at the same CPU) is SQLite's. What it gives up: on a
// PostgreSQL deployment sized for throughput, the heaviest admin lists under ten clients at once
// take about twice the CPU; one that would rather spend memory can drop the flags from its
// unit's ExecStart line.
// Not NODE_OPTIONS: Node refuses --heap-growing-percent there.
export const SQLITE_SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20'];

/** A server on PostgreSQL: the same flags, measured on their own (the table above). */
export const POSTGRES_SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20'];

/**
 * The flags for a server process that will see `env`: PostgreSQL's when it is given a
 * DATABASE_URL (the server's config accepts only a PostgreSQL one there), else SQLite's.
 */
export function serverNodeFlags(env) {
  return env.DATABASE_URL?.trim() ? POSTGRES_SERVER_NODE_FLAGS : SQLITE_SERVER_NODE_FLAGS;
}
