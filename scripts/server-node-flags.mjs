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
// Measured on this machine, loaded (every endpoint of the bench's admin phase, 5 s each, 10
// clients): peak 229 to 231 MB against 410 to 432 MB by default; the figures and their CPU
// cost are in docs/benchmarks.md. Not NODE_OPTIONS: Node refuses --heap-growing-percent there.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20'];
