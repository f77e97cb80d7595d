// The V8 flags every launch of the production server gives Node, on either database: `pnpm
// start`, the bench, the end-to-end and server-process tests, the one-file binary's execArgv and
// the systemd unit's ExecStart line (deploy/systemd/spotlight@.service).
// `--optimize-for-size` is V8's own setting for keeping memory small at some cost in speed: a
// young generation of a few MB, the old one grown and collected close to the live data, pages
// given back sooner. Not a hard limit: a burst of large answers (5,000-row pages from ten tabs)
// costs collections, never the process. Not NODE_OPTIONS: Node refuses V8 flags there.
//
// Why (issue 34, docs/benchmarks.md, fifth to seventh passes): at a million orders, 10 clients on
// each admin endpoint in turn, the peak RSS was 410 to 467 MB with V8's defaults. Of that, 81 to
// 93 MB are the runtime's own file pages (Node 24's binary: 57 MB for an empty script), about
// 40 MB malloc, stacks and the mail thread, and the rest V8's heap, about 35 MB of it live (a
// heap snapshot after every admin read). Node 24 grows each semi-space to 64 MB under this load,
// nearly all garbage (the rows, their JSON, the answers in flight), and lets the old space grow to
// several times what survives.
//
// Measured on the idle 2-core machine of the seventh pass, the built server at 1,000,000 orders,
// the 13 admin reads in turn (10 clients for 6 s, then one for 2 s), large answers written by
// apps/server/src/lib/json-bytes.ts; peak RSS (VmHWM) over the run, and CPU per answer under
// the ten clients for the four lists of 500 and the change feed's page of 1,000:
//   - --max-semi-space-size=8 --heap-growing-percent=20 (the flags before): SQLite 296 MB, lists
//     8,900 to 10,900 µs, feed 5,200; PostgreSQL 255 MB, lists 9,500 to 10,400, feed 7,200;
//   - --optimize-for-size (these): SQLite 223 and 231 MB, lists 12,200 to 13,500, feed 8,700;
//     PostgreSQL 199 MB, lists 11,400 to 13,600, feed 10,700;
//   - --optimize-for-size with --max-semi-space-size=8 or 16: 232 and 228 MB, no less CPU.
// One client's page of 500 takes 8 to 10 ms at p50 instead of 5 to 7, under 50 ms at p99 either
// way. Tried and no lower: --single-threaded-gc (303 MB), --single-threaded (286),
// --max-semi-space-size=4 with the growing factor (271), glibc's MALLOC_ARENA_MAX=1,
// MALLOC_MMAP_THRESHOLD_ or MALLOC_TRIM_THRESHOLD_ (271 to 275). The fifth and sixth passes' table
// of semi-space and growing-factor settings is in docs/benchmarks.md: none kept both databases
// under 250 MB once the change feed was served twice as fast.
// A deployment sized for throughput rather than memory can drop the flag from its unit's
// ExecStart line: its heaviest lists under ten clients then take about a quarter less CPU.
export const SERVER_NODE_FLAGS = ['--optimize-for-size'];
