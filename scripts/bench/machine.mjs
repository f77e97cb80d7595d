import { cpus, freemem, loadavg, release, totalmem } from 'node:os';

/** The machine a run was measured on, in one line (figures only compare within one machine). */
export function machineDescription() {
  const cpu = cpus();
  const gb = (n) => `${(n / 1024 ** 3).toFixed(1)} GB`;
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${gb(totalmem())} memory (${gb(freemem())} free), Linux ${release()}, Node ${process.version}; load average at start ${load}`;
}
