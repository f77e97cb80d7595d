// Browser tests drive the machine's Chromium. Install Debian's package when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.log(`${path} not found: installing Debian's chromium package...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    // Another install may hold dpkg's lock (a fresh machine's first run): wait for it.
    const wait = '-o DPkg::Lock::Timeout=600';
    execSync(`${sudo}apt-get ${wait} update -qq && ${sudo}apt-get ${wait} install -y -qq chromium`, { stdio: 'inherit' });
  } catch {
    console.error('Could not install Chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
  }
}
