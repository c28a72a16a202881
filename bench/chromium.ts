/** Launches Debian's Chromium headless with a debugging port for Lighthouse to drive. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { benchOut } from './paths';
import { startProcess, stopProcess, waitForUrl } from './processes';

/** The flags TOOLING.md gives for Lighthouse on these machines. */
const chromeFlags = ['--headless=new', ...chromiumArgs];

export interface Chromium {
  port: number;
  close: () => Promise<void>;
}

/** A fresh profile per launch, as the Lighthouse CLI does, so no run inherits another's cache. */
export async function launchChromium(port: number): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const handle = startProcess({
    name: 'chromium',
    command: chromiumPath,
    args: [
      ...chromeFlags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    logFile: join(benchOut, 'logs', 'chromium.log'),
    ownGroup: true,
  });
  await waitForUrl(`http://127.0.0.1:${port}/json/version`, 30_000, handle);
  return {
    port,
    close: async () => {
      await stopProcess(handle, 5_000);
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // A late write from a closing browser process: the profile stays in the temp folder.
      }
    },
  };
}
