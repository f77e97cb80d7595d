/** One-line JSON logs; never pass secrets (tokens, passwords, hashes) in fields. */
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: 'silent' | 'error' | 'info' = 'info'): Logger {
  const write = (lvl: string, msg: string, fields?: Record<string, unknown>) =>
    process.stdout.write(`${JSON.stringify({ t: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
  return {
    info: (msg, fields) => {
      if (level === 'info') write('info', msg, fields);
    },
    error: (msg, fields) => {
      if (level !== 'silent') write('error', msg, fields);
    },
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
