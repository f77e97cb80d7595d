import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/errors';
import { checkAdminPassword, generateAdminPassword } from '../services/admins/admin-credentials';
import { createAdmin } from '../services/admins/create-admin';
import { resetAdminPassword } from '../services/admins/reset-admin-password';
import { CLI_ACTOR } from '../services/audit/record-audit';

export interface AdminCommandIo {
  /** ADMIN_PASSWORD, when set. */
  envPassword: string | undefined;
  /** Asks for a password without echo; resolves '' when the operator just presses Enter. Absent when not interactive. */
  prompt?: (question: string) => Promise<string>;
  print: (text: string) => void;
}

/** The password to use: ADMIN_PASSWORD, else typed at a prompt, else (blank or no terminal) a generated one. */
async function choosePassword(io: AdminCommandIo): Promise<{ password: string; generated: boolean }> {
  if (io.envPassword) return { password: io.envPassword, generated: false };
  if (io.prompt) {
    const typed = await io.prompt('Password (at least 8 characters; leave blank to generate one): ');
    if (typed !== '') {
      checkAdminPassword(typed);
      const again = await io.prompt('Repeat the password: ');
      if (again !== typed) throw new AppError(400, 'The passwords do not match', 'validation_error');
      return { password: typed, generated: false };
    }
  }
  return { password: generateAdminPassword(), generated: true };
}

const shownOnce = (username: string, password: string) => `  username: ${username}\n  password: ${password}\n  (shown only this once: keep it safe)\n`;

/** `cli create-admin <username>`: adds an admin account. */
export async function createAdminCommand(deps: { db: Db; clock: Clock }, username: string | undefined, io: AdminCommandIo): Promise<number> {
  if (!username) {
    io.print('Usage: cli create-admin <username>\n');
    return 2;
  }
  const { password, generated } = await choosePassword(io);
  const admin = await createAdmin({ deps, username, password, actor: CLI_ACTOR });
  io.print(`Admin ${admin.username} created.\n`);
  if (generated) io.print(shownOnce(admin.username, password));
  return 0;
}

/** `cli reset-admin-password <username>`: sets a new password and signs that admin out everywhere. */
export async function resetAdminPasswordCommand(deps: { db: Db; clock: Clock }, username: string | undefined, io: AdminCommandIo): Promise<number> {
  if (!username) {
    io.print('Usage: cli reset-admin-password <username>\n');
    return 2;
  }
  const { password, generated } = await choosePassword(io);
  const result = await resetAdminPassword({ deps, username, password, actor: CLI_ACTOR });
  io.print(`Password of ${result.username} reset; ${result.revokedTokens} session token(s) revoked.\n`);
  if (generated) io.print(shownOnce(result.username, password));
  return 0;
}

/** Reads a line from a terminal without echoing it (for passwords). */
export function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    stdout.write(question);
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(value);
        if (ch === '\u0003') return done(new Error('Cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}
