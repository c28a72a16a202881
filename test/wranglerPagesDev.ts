/**
 * `wrangler pages dev` (Cloudflare's own local server for Pages, from devDependencies) serving a
 * build folder offline, with the compatibility date of wrangler.toml.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './siteServerProcess';

const wranglerBinary = resolve('node_modules/.bin/wrangler');

export interface PagesDevServer {
  origin: string;
  output(): string;
  stop(): Promise<void>;
}

/** The compatibility date wrangler.toml sets for the project. */
export function compatibilityDate(): string {
  const date = readFileSync('wrangler.toml', 'utf8').match(
    /^compatibility_date\s*=\s*"(\d{4}-\d{2}-\d{2})"/m,
  )?.[1];
  if (!date) throw new Error('wrangler.toml sets no compatibility_date.');
  return date;
}

export async function startPagesDev(distDir: string, timeoutMs = 60_000): Promise<PagesDevServer> {
  if (!existsSync(wranglerBinary)) {
    throw new Error(`wrangler is needed and was not found at ${wranglerBinary}: run npm install.`);
  }
  const port = await freePort();
  const home = mkdtempSync(join(tmpdir(), 'adhelm-wrangler-'));
  let output = '';
  const child: ChildProcess = spawn(
    wranglerBinary,
    [
      'pages',
      'dev',
      distDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      `--compatibility-date=${compatibilityDate()}`,
      '--persist-to',
      join(home, 'state'),
      '--show-interactive-dev-session=false',
    ],
    {
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: join(home, 'logs'),
        CI: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(home, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`wrangler pages dev stopped:\n${output}`);
    }
    const ready = await fetch(origin, { redirect: 'manual' }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return { origin, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
