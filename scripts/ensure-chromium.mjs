// Browser tests drive the machine's Chromium. Install Debian's package when it is missing.
import { ensureDebianPackages } from './ensure-debian-packages.mjs';

ensureDebianPackages([[process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium']], 'Install it (apt-get install chromium) or set CHROMIUM_PATH.');
