// The V8 flags a launch of the production server gives Node on SQLite: `pnpm start`, the bench,
// the end-to-end and server-process tests take them from here by the server's DATABASE_URL, and
// the one-file binary has them in its execArgv (fixed when it is built: the embedded default). A
// server on PostgreSQL (DATABASE_URL, the systemd unit's deployment) runs with V8's own.
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
// (PostgreSQL 212 MB and 1.3 to 1.5 times the CPU; SQLite 250 MB). Checked again on the idle
// machine (a million orders on PostgreSQL, 10 clients for 5 s, two interleaved rounds): the first
// page answered 53 to 54 a second with the flags against 78 to 99 without, at 22,500 against 9,600
// to 12,100 µs of CPU a request. Why the dialects differ: better-sqlite3 builds a page's rows and
// the server drops them in one synchronous step, so they die young; node-postgres's rows arrive
// over the socket across awaits, survive the small young generation and are promoted. Halving
// what PostgreSQL's lists answer under load is not worth 200 MB, so the flags are SQLite's only.
// Not NODE_OPTIONS: Node refuses --heap-growing-percent there.
export const SQLITE_SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20'];

/**
 * The flags for a server process that will see `env`: SQLite's unless it is given a DATABASE_URL
 * (the server's config accepts only a PostgreSQL one there).
 */
export function serverNodeFlags(env) {
  return env.DATABASE_URL?.trim() ? [] : SQLITE_SERVER_NODE_FLAGS;
}
