// The V8 flags every launch of the production server gives Node, on either database: `pnpm
// start`, the bench, the end-to-end and server-process tests, the one-file binary's execArgv and
// the systemd unit's ExecStart line (deploy/systemd/spotlight@.service).
// They bound how much memory V8 keeps for garbage between collections; neither is a hard limit,
// so a burst of large answers (5,000-row pages from ten tabs) costs collections, never the process.
// Not NODE_OPTIONS: Node refuses --heap-growing-percent there.
//
// Why (issue 34, docs/benchmarks.md, fifth and sixth passes): at a million orders, 10 clients on
// each admin endpoint in turn, the peak RSS was 410 to 467 MB: 78 to 92 MB the runtime's file
// pages, about 80 MB malloc, stacks and the mail thread, the rest V8's heap, 220 MB committed for
// 26 MB live:
// - the young generation: Node 24 grows each semi-space to 64 MB under this load (nearly all
//   garbage: the rows, their JSON and the 0.5 MB answers of requests in flight).
//   `--max-semi-space-size=8` (MB) keeps it at 16 MB;
// - the old generation: with a small young generation more of each request's objects are
//   promoted (on PostgreSQL most, as node-postgres's rows arrive across awaits), and V8's dynamic
//   growing factor (up to 4x the live size) let the old space reach 80+ MB under the change feed's
//   1,000-row page. `--heap-growing-percent=20` starts the next full collection at 1.2x what
//   survived the last.
// What it costs: the same requests, collected more often. One client's latency is unchanged; the
// heaviest admin reads under ten clients at once take 1.5 to 2.3 times the CPU.
// - SQLite (fifth pass, idle machine, the production build, 10 clients for 5 s per endpoint then
//   one for 3 s, two interleaved rounds; CPU per request under the 10 clients): peak RSS 205 and
//   227 MB against 428 and 441; first page 14,800 to 21,900 µs against 17,400 to 18,100; the change
//   feed's page 26,200 to 28,600 against 14,300 to 16,500; the page of 100 5,800 to 7,100 against
//   3,900 to 4,000.
// - PostgreSQL (sixth pass, the shared 2-core machine, so ratios count; the 13 admin endpoints in
//   turn, 10 clients for 4 s after 1 s of warm-up then one for 2 s, VmHWM over all of it; variants
//   interleaved). CPU µs per answer under 10 clients for the first page of GET /api/admin/orders,
//   GET /api/admin/changes?limit=1000 and GET /api/admin/orders?limit=100:
//   | V8 flags                   | peak MB       | first page      | changes 1000     | page of 100    |
//   | defaults                   | 421 to 467    | 5,913 to 6,608  | 7,635 to 9,696   | 1,738 to 1,882 |
//   | semi-space 16              | 384           | 6,939           | 10,943           | 2,037          |
//   | semi-space 8               | 322           | 8,285           | 13,571           | 2,768          |
//   | semi 16, growing 50        | 267 to 292    | 8,932 to 9,189  | 13,450 to 14,416 | 1,996 to 2,349 |
//   | semi 16, growing 20        | 254           | 12,438          | 17,382           | 2,669          |
//   | semi 8, growing 50         | 254, 256      | 10,973, 11,227  | 14,978, 15,982   | 3,018, 3,130   |
//   | semi 8, growing 30         | 245, 257      | 12,032, 12,169  | 17,098, 17,947   | 3,374, 3,553   |
//   | semi 8, growing 20 (these) | 223, 239, 247 | 12,389 to 13,369| 18,978 to 19,583 | 3,588 to 3,800 |
//   glibc's fixed mmap threshold (MALLOC_MMAP_THRESHOLD_=131072: the answers' buffers go back to
//   the system when freed) moved the peak within the noise (418 MB with defaults, 346 with
//   semi-space 16): the heap is where the memory goes, not malloc.
// So both databases take the same flags: the only setting whose peak stayed under 250 MB in every
// round on each. A PostgreSQL deployment sized for throughput rather than memory can drop them
// from its unit's ExecStart line: its heaviest lists under ten clients then take half the CPU.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20'];
