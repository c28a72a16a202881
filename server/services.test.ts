import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { unreachableStore } from '../test/apiApp';
import { parseConfig, productionRefusal } from './config';
import { createServices } from './services';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PRICE_MONTHLY: 'price_month',
  STRIPE_PRICE_ANNUAL: 'price_year',
};
const quietLog = log as unknown as Parameters<typeof createServices>[1];

describe('signup settings', () => {
  it('reads TRUST_PROXY as off, a list of proxy addresses or ranges, or a hop count', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    const twoHops = parseConfig({ TRUST_PROXY: '2' }).trustProxy;
    if (typeof twoHops !== 'function') throw new Error('A hop count gives a trust function.');
    expect([0, 1, 2].map((hop) => twoHops('203.0.113.9', hop))).toEqual([true, true, false]);
  });

  it('refuses TRUST_PROXY=true with a clear configuration error', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would let any client choose the address/,
    );
  });

  it.each(['yes', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129', '1.2.3', ','])(
    'refuses TRUST_PROXY=%j as neither an address, a range nor a hop count',
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        /Invalid configuration:\n {2}TRUST_PROXY/,
      );
    },
  );

  it('collects a card unless the site is built to promise no card', () => {
    expect(parseConfig({}).checkoutCollectsCard).toBe(true);
    expect(parseConfig({ VITE_CHECKOUT_COLLECTS_CARD: 'false' }).checkoutCollectsCard).toBe(false);
  });
});

describe('createServices', () => {
  it('uses the local test checkout, with a warning, when Stripe is not configured', async () => {
    const services = await createServices(parseConfig({}), quietLog, {
      store: unreachableStore(),
      deliveryWorker: false,
    });
    expect(services.payments.provider).toBe('test');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('local test checkout'));
  });

  it('uses Stripe Checkout when the key and both prices are set, and warns without a webhook secret', async () => {
    const services = await createServices(parseConfig(stripeEnv), quietLog, {
      store: unreachableStore(),
      deliveryWorker: false,
    });
    expect(services.payments.provider).toBe('stripe');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('STRIPE_WEBHOOK_SECRET'));
  });

  it('leaves an injected store open on close: its owner closes it', async () => {
    const store = unreachableStore();
    const close = vi.spyOn(store, 'close');
    const services = await createServices(parseConfig({}), quietLog, {
      store,
      deliveryWorker: false,
    });
    await services.close();
    expect(close).not.toHaveBeenCalled();
  });
});

describe('Stripe prices', () => {
  it('reads the monthly and the annual price', () => {
    expect(parseConfig(stripeEnv).stripe?.prices).toEqual({
      monthly: 'price_month',
      annual: 'price_year',
    });
  });

  it('refuses a Stripe key without both prices, so no annual buyer is billed monthly', () => {
    expect(() =>
      parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_MONTHLY: 'price_1' }),
    ).toThrow(/STRIPE_PRICE_ANNUAL/);
  });

  it('refuses a platform URL without its whsec_ secret', () => {
    expect(() => parseConfig({ PLATFORM_WEBHOOK_URL: 'https://platform.test/hooks' })).toThrow(
      /PLATFORM_WEBHOOK_SECRET/,
    );
    expect(() =>
      parseConfig({
        PLATFORM_WEBHOOK_URL: 'https://platform.test/hooks',
        PLATFORM_WEBHOOK_SECRET: 'not-a-secret',
      }),
    ).toThrow(/whsec_/);
  });
});

describe('production refusals', () => {
  const production = { NODE_ENV: 'production', PLATFORM_SIGNING_SECRET: 'a-long-secret' };

  it('refuses the test checkout in production unless CHECKOUT=test says so', () => {
    expect(productionRefusal(parseConfig(production))).toMatch(
      /^Refusing to start: NODE_ENV=production without Stripe .* CHECKOUT=test/,
    );
    expect(productionRefusal(parseConfig({ ...production, CHECKOUT: 'test' }))).toBeUndefined();
    expect(productionRefusal(parseConfig({}))).toBeUndefined();
  });

  it('refuses Stripe without its webhook secret in production', () => {
    expect(productionRefusal(parseConfig({ ...production, ...stripeEnv }))).toMatch(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      productionRefusal(
        parseConfig({ ...production, ...stripeEnv, STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
      ),
    ).toBeUndefined();
  });

  it('refuses production without the secret that signs welcome links', () => {
    expect(productionRefusal(parseConfig({ NODE_ENV: 'production', CHECKOUT: 'test' }))).toMatch(
      /PLATFORM_SIGNING_SECRET/,
    );
  });
});

describe('.env.example', () => {
  it('starts a development server as it stands', () => {
    const example = Object.fromEntries(
      readFileSync('.env.example', 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const config = parseConfig(example);
    expect(config.checkout).toBe('test');
    expect(productionRefusal(config)).toBeUndefined();
  });
});
