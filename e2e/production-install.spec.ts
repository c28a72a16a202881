import { expect, test } from '@playwright/test';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '../src/routes';
import { signupCallPaths } from '../shared/contracts/signupApi';
import { dockerfileStages } from '../test/dockerfileStages';
import { freePort } from '../test/siteServerProcess';

/**
 * The container's runtime stage, without Docker: the files its COPY lines name, in an empty
 * folder, then its RUN commands (npm ci --omit=dev from the registry), then its CMD with
 * NODE_ENV=production. What is missing from the production dependencies fails here.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const runtime = dockerfileStages().find((stage) => stage.name === 'runtime');
let folder: string;
let server: ChildProcess | undefined;
let origin: string;
let installMegabytes: number;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!runtime) throw new Error('The Dockerfile has no runtime stage.');
  folder = mkdtempSync(join(tmpdir(), 'adhelm-production-'));
  for (const copy of runtime.copies) {
    for (const source of copy.sources) {
      const relative = source.replace(/^\/app\//, '');
      cpSync(relative, join(folder, relative), { recursive: true });
    }
  }
  // A cache of its own, so the stage's `npm cache clean` touches nothing else on this machine.
  const env = { ...process.env, npm_config_cache: join(folder, '.npm-cache') };
  for (const command of runtime.runs.filter((run) => run.startsWith('npm'))) {
    execSync(command, { cwd: folder, env, stdio: 'ignore', timeout: 150_000 });
  }
  const kilobytes = Number(
    execSync('du -sk node_modules', { cwd: folder, encoding: 'utf8' }).split('\t')[0],
  );
  installMegabytes = kilobytes / 1024;
  console.log(`Production install: node_modules is ${installMegabytes.toFixed(1)} MB.`);

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const [command = '', ...args] = JSON.parse(runtime.cmd ?? '[]') as string[];
  server = spawn(command, args, {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: join(folder, 'data'),
      CHECKOUT: 'test',
      PLATFORM_SIGNING_SECRET: 'a-production-install-test-secret-of-enough-length',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => undefined))?.status, {
      timeout: 30_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (folder) rmSync(folder, { recursive: true, force: true });
});

// 80 MB until the visitors' countries: the IP-to-country data package ships 10 MB (the server
// reads its 5 MB IPv4+IPv6 file; npm has no way to install one file of three).
test('installs without the build tools, under 90 MB', () => {
  expect(installMegabytes).toBeLessThan(90);
});

test('serves every page', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(`${origin}${route.path}`);
    expect(response.status(), route.path).toBe(200);
    expect(response.headers()['content-type'], route.path).toContain('text/html');
  }
});

test('answers liveness and readiness', async ({ request }) => {
  expect((await request.get(`${origin}/livez`)).status()).toBe(200);
  expect(await (await request.get(`${origin}/readyz`)).json()).toEqual({
    status: 'ok',
    database: 'ok',
  });
});

test('takes a whole trial through the test checkout', async ({ request }) => {
  const email = 'production-install@example.com';
  const exists = () =>
    request.get(`${origin}${signupCallPaths.exists}?email=${encodeURIComponent(email)}`);
  expect(await (await exists()).json()).toEqual({ exists: false });

  const created = await request.post(`${origin}${signupCallPaths.createCustomer}`, {
    data: { email },
  });
  expect(created.status()).toBe(200);
  const { customerId } = (await created.json()) as { customerId: string };
  const checkout = await request.post(`${origin}${signupCallPaths.createCheckoutSession}`, {
    data: { customerId },
  });
  expect(checkout.status()).toBe(200);
  const checkoutPath = new URL(await checkout.text()).pathname;

  expect((await request.get(`${origin}${checkoutPath}`)).status()).toBe(200);
  const completed = await request.post(`${origin}${checkoutPath}`, {
    form: {},
    maxRedirects: 0,
  });
  expect(completed.status()).toBe(303);
  const confirmation = await request.get(`${origin}${completed.headers().location}`);
  expect(confirmation.status()).toBe(200);
  expect(await (await exists()).json()).toEqual({ exists: true });
});
