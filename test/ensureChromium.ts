/**
 * Makes sure the tests have their browser: CHROME_PATH, or Debian's chromium-headless-shell,
 * installed with apt when running as root. Never downloads a browser of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_HEADLESS_SHELL } from '../scripts/chromium';

function main(): void {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (existsSync(configured)) return;
    fail(`CHROME_PATH points to ${configured}, which does not exist.`);
  }
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return;
  if (process.getuid?.() !== 0) {
    fail(
      'No test browser found. Install it with `sudo apt-get install -y chromium-headless-shell`, or set CHROME_PATH to a Chromium or Chrome binary, then run the tests again.',
    );
  }
  console.log("No test browser found: installing Debian's chromium-headless-shell (apt-get)…");
  const apt = {
    stdio: 'inherit' as const,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], apt);
  if (!existsSync(DEBIAN_HEADLESS_SHELL))
    fail(`apt-get finished but ${DEBIAN_HEADLESS_SHELL} is still missing.`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main();
