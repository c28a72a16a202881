import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import teamCopy from '../src/content/team-console/en.json' with { type: 'json' };
import { DEFAULT_PORT } from '../config/serverAddress';
import { teamPaths } from '../shared/contracts/teamConsole';
import { routes } from '../src/routes';
import { indexableRoutes } from '../test/siteRoutes';
import { moduleScriptOf } from '../test/pageScripts';
import { siteCopy } from '../test/siteCopy';
import { sitemapPaths } from './support';

test.describe('server responses', () => {
  test('serves the whole Home page and its head tags without JavaScript', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('"@type":"WebSite"');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  test('redirects the trailing-slash form of a page with 301', async ({ request }) => {
    const path = routes.find((entry) => entry.path !== '/')?.path ?? '/no-such-page';
    const response = await request.get(`${path}/`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(path);
  });

  test('lists exactly the indexable routes in the sitemap robots.txt names', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
    expect((await sitemapPaths(request)).sort()).toEqual(
      indexableRoutes()
        .map((route) => route.path)
        .sort(),
    );
  });

  test('serves hashed assets immutably and compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = moduleScriptOf(html);
    expect(script).toBeTruthy();
    const response = await request.get(script ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');
  });

  test('serves a real favicon set and a 1200x630 social image', async ({ request }) => {
    for (const path of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const image = await (await request.get('/og-image.png')).body();
    expect(image.readUInt32BE(16)).toBe(1200);
    expect(image.readUInt32BE(20)).toBe(630);
  });
});

/**
 * The compiled server (dist-server/main.js, as `npm start` runs it) with `env`, started from an
 * empty data folder; resolves with the address its ready line prints.
 */
async function startCompiledServer(env: NodeJS.ProcessEnv, dataDirPrefix: string) {
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), dataDirPrefix)),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(server, 'exit');
  const running = () => server.exitCode === null && server.signalCode === null;
  try {
    // A fresh embedded database: initdb takes a while on a busy machine.
    await expect.poll(() => output, { timeout: 60_000 }).toContain('ready at http://');
  } catch (error) {
    if (running()) server.kill('SIGKILL');
    throw error;
  }
  return { server, exited, running, readyAt: output.match(/ready at (http:\/\/\S+)/)?.[1] ?? '' };
}

test('a production start serves the compiled server and stops cleanly on SIGTERM', async () => {
  test.setTimeout(120_000);
  // As `NODE_ENV=production npm start` runs it: the compiled dist-server/main.js, no tsx.
  const { server, exited, running, readyAt } = await startCompiledServer(
    {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses the test checkout and a made-up signing secret unless told.
      CHECKOUT: 'test',
      PLATFORM_SIGNING_SECRET: 'e2e-signing-secret-of-at-least-32-characters',
      PORT: '0',
    },
    'adhelm-sigterm-',
  );
  try {
    expect((await fetch(readyAt)).status).toBe(200);
    server.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
  } finally {
    // A failed run leaves no server behind.
    if (running()) server.kill('SIGKILL');
  }
});

/** Whether nothing listens on `port` of this machine now. */
async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  const free = await new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, () => resolve(true));
  });
  if (free) await new Promise((resolve) => probe.close(resolve));
  return free;
}

test('a development start prints the one address the pages, the checkout and the console use', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // As `npm start` runs it after `npm install`: no HOST, PORT or SITE_URL, the build's defaults.
  test.skip(
    !(await portIsFree(DEFAULT_PORT)),
    `port ${DEFAULT_PORT} is in use on this machine (a site started by hand?)`,
  );
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['NODE_ENV', 'HOST', 'PORT', 'SITE_URL'].includes(name),
    ),
  );
  const { server, exited, running, readyAt } = await startCompiledServer(
    environment,
    'adhelm-development-',
  );
  try {
    const printed = new URL(readyAt).origin;
    expect(printed).toBe(`http://localhost:${DEFAULT_PORT}`);

    await page.goto(`${printed}/pricing`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').origin).toBe(printed);

    // The console takes a sign-in request from the printed address as from its own pages.
    await page.goto(`${printed}${teamPaths.console}`);
    await page.getByLabel(teamCopy.requestLink.emailLabel).fill('someone@example.com');
    await page.getByRole('button', { name: teamCopy.requestLink.submit }).click();
    await expect(page.getByRole('status')).toHaveText(
      teamCopy.requestLink.sent.replace('{minutes}', '15'),
    );

    // The trial stays on the printed address through the checkout and back.
    const { trialDialogText, testCheckoutText } = siteCopy('en');
    await page.goto(`${printed}/pricing`);
    await page.getByRole('button', { name: 'Try 30-Days Free Trial' }).first().click();
    const dialog = page.getByRole('dialog', { name: trialDialogText.title });
    await dialog.getByPlaceholder(trialDialogText.emailPlaceholder).fill('printed@example.com');
    await dialog.getByRole('button', { name: trialDialogText.submit }).click();
    await page.waitForURL(/\/checkout\/test\/cs_local_/);
    expect(new URL(page.url()).origin).toBe(printed);
    await page.getByRole('button', { name: testCheckoutText.complete }).click();
    await page.waitForURL(/\/confirmation\?session_id=cs_local_/);
    expect(new URL(page.url()).origin).toBe(printed);
  } finally {
    if (running()) server.kill('SIGTERM');
    await exited;
  }
});
