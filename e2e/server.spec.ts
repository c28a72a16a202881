import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import teamCopy from '../src/content/team-console/en.json' with { type: 'json' };
import { variantsFolderOf } from '../shared/pageVariants';
import { freePort } from '../test/siteServerProcess';
import { signInLinkFor } from './teamSession';
import { teamPaths } from '../shared/contracts/teamConsole';
import { routes } from '../src/routes';
import { indexableRoutes } from '../test/siteRoutes';
import { moduleScriptOf } from '../test/pageScripts';
import { siteCopy } from '../test/siteCopy';
import { openHydrated, sitemapPaths } from './support';

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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let warnings = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (warnings += chunk.toString()));
  const exited = once(server, 'exit');
  const running = () => server.exitCode === null && server.signalCode === null;
  try {
    // A fresh embedded database: initdb takes a while on a busy machine.
    await expect.poll(() => output, { timeout: 60_000 }).toContain('ready at http://');
  } catch (error) {
    if (running()) server.kill('SIGKILL');
    throw error;
  }
  return {
    server,
    exited,
    running,
    readyAt: output.match(/ready at (http:\/\/\S+)/)?.[1] ?? '',
    warnings: () => warnings,
  };
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

test('a .env copied from .env.example with only PORT changed: the trial and the console stay on that port', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A project folder as a newcomer has it: .env.example copied to .env, PORT changed, nothing
  // else; the build beside it. The team's address comes from the environment.
  const folder = mkdtempSync(join(tmpdir(), 'adhelm-port-'));
  const port = await freePort();
  const example = readFileSync('.env.example', 'utf8');
  writeFileSync(join(folder, '.env'), example.replace(/^PORT=\d+$/m, `PORT=${port}`));
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  symlinkSync(distDir, join(folder, 'dist'));
  symlinkSync(variantsFolderOf(distDir), join(folder, 'dist-variants'));
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['NODE_ENV', 'HOST', 'PORT', 'SITE_URL', 'DIST_DIR', 'DATA_DIR'].includes(name),
    ),
  );
  const member = 'port-member@example.com';
  const server = spawn(process.execPath, [resolve('dist-server/main.js')], {
    cwd: folder,
    env: { ...environment, TEAM_EMAILS: member, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(server, 'exit');
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('ready at http://');
    const printed = new URL(/ready at (http:\/\/\S+)/.exec(output)?.[1] ?? '').origin;
    expect(printed).toBe(`http://localhost:${port}`);
    expect(output).not.toContain('Warning: SITE_URL');

    // The trial stays on that port through the checkout and back.
    const { trialDialogText, testCheckoutText } = siteCopy('en');
    // Its island hydrated first: a click before that opens nothing.
    await openHydrated(page, `${printed}/pricing`);
    await page.getByRole('button', { name: 'Try 30-Days Free Trial' }).first().click();
    const dialog = page.getByRole('dialog', { name: trialDialogText.title });
    await dialog.getByPlaceholder(trialDialogText.emailPlaceholder).fill('port@example.com');
    await dialog.getByRole('button', { name: trialDialogText.submit }).click();
    await page.waitForURL(/\/checkout\/test\/cs_local_/);
    expect(new URL(page.url()).origin).toBe(printed);
    await page.getByRole('button', { name: testCheckoutText.complete }).click();
    await page.waitForURL(/\/confirmation\?session_id=cs_local_/);
    expect(new URL(page.url()).origin).toBe(printed);

    // The console takes the sign-in from its pages on that port, by the e-mailed link.
    const asked = new Date();
    await page.goto(`${printed}${teamPaths.console}`);
    await page.getByLabel(teamCopy.requestLink.emailLabel).fill(member);
    await page.getByRole('button', { name: teamCopy.requestLink.submit }).click();
    await expect(page.getByRole('status')).toHaveText(
      teamCopy.requestLink.sent.replace('{minutes}', '15'),
    );
    const link = await signInLinkFor(member, asked, join(folder, 'data', 'mailbox'));
    expect(new URL(link).origin).toBe(printed);
    await page.goto(link);
    await page.getByRole('button', { name: teamCopy.signIn.button }).click();
    await page.waitForURL(new RegExp(`${teamPaths.console}$`));
    await expect(page.getByRole('button', { name: teamCopy.console.signOut })).toBeVisible();
  } finally {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  }
});

test('a SITE_URL that names another port of this machine is named at the start, in one line', async () => {
  test.setTimeout(90_000);
  const { server, exited, running, warnings } = await startCompiledServer(
    { ...process.env, NODE_ENV: '', SITE_URL: 'http://localhost:3999', PORT: '0' },
    'adhelm-site-url-',
  );
  try {
    await expect
      .poll(warnings, { timeout: 10_000 })
      .toMatch(
        /^Warning: SITE_URL is http:\/\/localhost:3999, but this server listens on http:\/\/\S+: .*$/m,
      );
  } finally {
    if (running()) server.kill('SIGTERM');
    await exited;
  }
});
