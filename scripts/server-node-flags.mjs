// The V8 flags every launch of the production server gives Node: `pnpm start`, the bench, the
// end-to-end and server-process tests, the systemd unit and the one-file binary (its execArgv).
// They bound how much memory V8 keeps for garbage between collections; neither is a hard limit,
// so a burst of large answers (5,000-row pages from ten tabs) costs collections, never the process.
//
// Why (issue 34, docs/benchmarks.md): at a million orders, 10 clients on each admin endpoint in
// turn, the peak RSS was 410 to 432 MB, of which 91 MB the runtime's file pages and about 80 MB
// malloc, stacks and the mail thread; the rest V8's heap, 220 MB committed for 26 MB live:
// - the young generation: Node 24 grows each semi-space to 64 MB under this load (new space 128 MB
//   committed, nearly all garbage: the rows, their JSON and the 0.5 MB answers of requests in
//   flight). `--max-semi-space-size=8` (MB) keeps it at 16 MB;
// - the old generation: with a small young generation more of each request's objects are
//   promoted, and V8's dynamic growing factor (up to 4x the live size) let the old space
//   reach 80+ MB under the change feed's 1,000-row page (peak 302 MB with the first flag alone).
//   `--heap-growing-percent=20` starts the next full collection at 1.2x what survived the last.
// Measured on this machine, loaded by other work (the production build, a million orders on
// SQLite, every endpoint of the bench's admin phase in turn, 10 clients for 5 s each, old and new
// interleaved): peak RSS 221 to 255 MB (four runs, 222 median) against 400 to 432 MB (three
// runs); at the peak 62 to 78 MB of V8 heap where there were 216 to 239 MB. CPU per request on
// SQLite within the noise (first page 17,788 against 18,171 µs, change feed 20,785 against
// 19,977 µs, means of three interleaved runs). On PostgreSQL the price is real: peak 188 to 233
// MB against 386 to 421 MB, but the 500-row lists and the change feed cost 1.6 to 2 times the CPU
// under 10 clients (first page 31,742 to 42,125 µs against 17,009 to 20,952; the pg driver's rows
// are promoted and collected more often); one client's latency barely moves. Each flag alone
// costs about 1.1 times; `--max-semi-space-size=16 --heap-growing-percent=50` is the middle way
// (PostgreSQL 212 MB and 1.3 to 1.5 times the CPU; SQLite 250 MB). Not NODE_OPTIONS: Node refuses
// --heap-growing-percent there.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20'];
