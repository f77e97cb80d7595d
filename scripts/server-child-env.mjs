// The environment a server under test or measurement starts with (apps/server/test/support,
// scripts/bench): nothing of the caller's but PATH and HOME, a free loopback port the server
// reports back, and only errors logged. Callers add their own variables on top.

/** @param {string} cwd the child's (empty) working directory, HOME when the caller has none */
export function serverChildEnv(cwd) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? cwd,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'error',
  };
}
