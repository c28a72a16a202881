/**
 * Makes sure the end-to-end tests have a Chromium: CHROME_PATH, or Debian's /usr/bin/chromium,
 * installed with apt when running as root. Never downloads a browser of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_CHROMIUM } from './chromium';

function main(): void {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (existsSync(configured)) return;
    fail(`CHROME_PATH points to ${configured}, which does not exist.`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    fail(
      'No Chromium found. Install one with `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.',
    );
  }
  console.log("No Chromium found: installing Debian's chromium package (apt-get)…");
  const apt = {
    stdio: 'inherit' as const,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], apt);
  if (!existsSync(DEBIAN_CHROMIUM))
    fail('apt-get finished but /usr/bin/chromium is still missing.');
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main();
