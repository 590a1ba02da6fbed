import { existsSync } from 'node:fs';

// Playwright cannot download browsers here; the suite uses Debian's Chromium.
export default function globalSetup(): void {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
}
