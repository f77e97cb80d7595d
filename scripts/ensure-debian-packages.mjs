// Installs the Debian packages of programs tests need when they are missing (the browser tests'
// Chromium; nginx, openssl and systemd-analyze for the deploy/ proof):
//   node scripts/ensure-debian-packages.mjs <path>=<package> ...
// Root runs apt-get itself, anyone else through sudo.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** `wanted`: [program path, Debian package] pairs; `hint`: what to say when the install fails. */
export function ensureDebianPackages(wanted, hint) {
  const missing = wanted.filter(([path]) => !existsSync(path));
  if (missing.length === 0) return;
  const pkgs = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
  console.log(`${missing.map(([path]) => path).join(', ')} not found: installing Debian's ${pkgs}...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    // Another install may hold dpkg's lock (a fresh machine's first run): wait for it.
    const wait = '-o DPkg::Lock::Timeout=600';
    execSync(`${sudo}apt-get ${wait} update -qq && ${sudo}apt-get ${wait} install -y -qq ${pkgs}`, { stdio: 'inherit' });
  } catch {
    console.error(`Could not install ${pkgs}. ${hint ?? `Install it: apt-get install ${pkgs}`}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const wanted = process.argv.slice(2).map((arg) => arg.split('='));
  if (wanted.length === 0 || wanted.some((pair) => pair.length !== 2 || !pair[0] || !pair[1])) {
    console.error('Usage: node scripts/ensure-debian-packages.mjs <path>=<package> ...');
    process.exit(2);
  }
  ensureDebianPackages(wanted);
}
