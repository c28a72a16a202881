/** @vitest-environment node */
import { describe, expect, it, vi } from 'vitest';
import { unreachableStore } from './api/testSupport';
import { parseConfig } from './config';
import { createServices } from './services';

const log = { info: vi.fn(), warn: vi.fn() };
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
    });
    expect(services.payments.provider).toBe('test');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('local test checkout'));
  });

  it('uses Stripe Checkout when the key and the price are set, and warns without a webhook secret', async () => {
    const services = await createServices(
      parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'price_1' }),
      quietLog,
      { store: unreachableStore() },
    );
    expect(services.payments.provider).toBe('stripe');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('STRIPE_WEBHOOK_SECRET'));
  });

  it('leaves an injected store open on close: its owner closes it', async () => {
    const store = unreachableStore();
    const close = vi.spyOn(store, 'close');
    const services = await createServices(parseConfig({}), quietLog, { store });
    await services.close();
    expect(close).not.toHaveBeenCalled();
  });
});
