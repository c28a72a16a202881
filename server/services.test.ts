/** @vitest-environment node */
import { describe, expect, it, vi } from 'vitest';
import { unreachableStore } from './api/testSupport';
import { parseConfig } from './config';
import { createServices } from './services';

const log = { info: vi.fn(), warn: vi.fn() };
const quietLog = log as unknown as Parameters<typeof createServices>[1];

describe('signup settings', () => {
  it('reads TRUST_PROXY as off, on, or a list of proxy addresses', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
  });

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
