import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripeApi } from '../test/fakeStripeApi';

const fakeStripe = new FakeStripeApi();
let apiUrl: string;
// An empty folder: no .env of the working copy is read.
const cwd = mkdtempSync(join(tmpdir(), 'stripe-commands-'));

beforeAll(async () => {
  apiUrl = await fakeStripe.start();
});
afterAll(async () => {
  await fakeStripe.stop();
  rmSync(cwd, { recursive: true, force: true });
});

/** Runs `npm run stripe:<name>` as a person would, against the stand-in for Stripe's API. */
async function run(name: 'check' | 'setup', env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), resolve(`scripts/stripe-${name}.ts`)],
      { cwd, env: { PATH: process.env.PATH ?? '', STRIPE_API_URL: apiUrl, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run stripe:setup and stripe:check', () => {
  it('sets up the Prices, prints the settings, and the check then passes; a cent off fails it', async () => {
    const setup = await run('setup', { STRIPE_SECRET_KEY: 'sk_test_commands' });
    expect(setup.code).toBe(0);
    const monthly = /STRIPE_PRICE_MONTHLY=(\S+)/.exec(setup.stdout)?.[1] ?? '';
    const annual = /STRIPE_PRICE_ANNUAL=(\S+)/.exec(setup.stdout)?.[1] ?? '';
    expect(monthly).toMatch(/^price_/);
    const settings = {
      STRIPE_SECRET_KEY: 'sk_test_commands',
      STRIPE_PRICE_MONTHLY: monthly,
      STRIPE_PRICE_ANNUAL: annual,
    };
    const passing = await run('check', settings);
    expect(passing.code).toBe(0);
    expect(passing.stdout).toContain('charge what the site shows in USD, CAD, MXN, GBP, EUR, AUD');

    const price = fakeStripe.prices.get(annual);
    if (price) price.currency_options.eur = { unit_amount: 47_001 };
    const failing = await run('check', settings);
    expect(failing.code).toBe(1);
    expect(failing.stderr).toContain(
      `STRIPE_PRICE_ANNUAL (${annual}) charges 470.01 EUR; the site shows 470.00`,
    );
  }, 60_000);

  it('refuses a live key, and says what is missing', async () => {
    const live = await run('setup', { STRIPE_SECRET_KEY: 'sk_live_commands' });
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/^STRIPE_SECRET_KEY is a live key/);
    const missing = await run('check', { STRIPE_SECRET_KEY: 'sk_test_commands' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL must both be set/);
  }, 60_000);
});
