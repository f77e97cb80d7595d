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
// What it costs: the same requests, collected more often. Measured on the idle machine (the
// production build, a million orders, 10 clients for 5 s per endpoint, then one for 3 s, without
// and with the flags in two interleaved rounds; CPU per request under the 10 clients):
// - SQLite: peak RSS 205 and 227 MB against 428 and 441; first page 14,800 to 21,900 µs against
//   17,400 to 18,100; the change feed's page 26,200 to 28,600 against 14,300 to 16,500; the page
//   of 100 5,800 to 7,100 against 3,900 to 4,000 (its answers a second 170 to 208 against 272 to
//   284). One client's p50 unchanged (16 to 20, 14 to 20 and 4 to 5 ms).
// - PostgreSQL: peak 211 and 212 MB against 451 and 455; first page 22,500 against 9,600 to
//   12,100 µs (53 to 54 answers a second against 78 to 99); the change feed's page 31,400 to
//   33,500 against 19,300 to 20,500. node-postgres's rows arrive over the socket across awaits,
//   so more of them survive the small young generation and are promoted.
// (A loaded machine hid the SQLite cost: within the noise there, 1.6 to 2 times on PostgreSQL.
// Each flag alone costs about 1.1 times and leaves the peak near 300 MB; `--max-semi-space-size=16
// --heap-growing-percent=50`: PostgreSQL 212 MB at 1.3 to 1.5 times, SQLite 250 MB.)
// So the choice follows the deployment. SQLite is the one-box install (`pnpm start`, the binary),
// where the machine may be small and one operator's views are the load: half the memory is worth
// more than the heaviest admin reads' throughput under ten clients at once. A PostgreSQL
// deployment runs several servers on machines sized for them, and pays twice the CPU on its
// lists: it keeps V8's own settings.
// Not NODE_OPTIONS: Node refuses --heap-growing-percent there.
export const SQLITE_SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20'];

/**
 * The flags for a server process that will see `env`: SQLite's unless it is given a DATABASE_URL
 * (the server's config accepts only a PostgreSQL one there).
 */
export function serverNodeFlags(env) {
  return env.DATABASE_URL?.trim() ? [] : SQLITE_SERVER_NODE_FLAGS;
}
