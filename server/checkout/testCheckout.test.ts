import escapeHtml from 'escape-html';
import { describe, expect, it } from 'vitest';
import { localisedPath, locales, type Locale } from '../../shared/language/locales';
import { defaultPlan } from '../../shared/facts/plan';
import { defaultCurrencyOf } from '../../shared/facts/currencies';
import {
  jsonPost,
  startTestApp,
  testConfig,
  unreachableStore,
  setUpApiTests,
} from '../../test/apiApp';
import { emailWithBreaks } from './checkoutPage';
import { testCheckoutText } from './checkoutPage';
import { signupCallPaths } from '../../shared/contracts/signupApi';

const context = setUpApiTests();

/** Starts a signup through the API from a page in `locale` and returns its test checkout's path. */
async function openCheckout(email = 'ada@example.com', locale: Locale = 'en') {
  context.app =
    context.app ??
    (await startTestApp({ config: testConfig(context.dist.dir), store: context.harness.store }));
  const created = await context.app.inject(
    jsonPost(signupCallPaths.createCustomer, { email, locale }),
  );
  const checkout = await context.app.inject(
    jsonPost(signupCallPaths.createCheckoutSession, created.json()),
  );
  const path = new URL(checkout.body).pathname;
  return { server: context.app, path, sessionId: path.split('/').pop() ?? '' };
}

describe.each(locales)('the local test checkout of a signup in %s', (locale) => {
  const text = testCheckoutText(locale);

  it('shows a page in that language, marked as a test, with a plain form and no script', async () => {
    const { server, path } = await openCheckout('ada@example.com', locale);
    const page = await server.inject(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain(`<html lang="${locale}">`);
    expect(page.body).toContain(text.badge);
    expect(page.body).toContain(escapeHtml(text.notice));
    expect(page.body).toContain(emailWithBreaks('ada@example.com'));
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect(page.body).toContain(`<button class="pay" type="submit">${text.complete}`);
    expect(page.body).toContain(
      `<a class="back" href="${localisedPath(locale, `/pricing?billing=monthly&amp;level=3&amp;currency=${defaultCurrencyOf[locale]}`)}">`,
    );
    expect(page.body).not.toMatch(/<script|style=|<style/i);
  });

  it('completes the signup and sends the visitor to the confirmation in that language with 303, once', async () => {
    const { server, path, sessionId } = await openCheckout('ada@example.com', locale);
    const form = {
      method: 'POST' as const,
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    };
    const done = await server.inject(form);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `${localisedPath(locale, '/confirmation')}?session_id=${sessionId}`,
    );
    expect(await context.harness.store.hasCompletedSignup('ADA@example.com')).toBe(true);
    const completedAt = (await context.harness.store.findCheckoutSession(sessionId))?.completedAt;

    // The token works once: used again, it completes nothing and does not redirect.
    const again = await server.inject(form);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(text.completedHeading);
    expect((await context.harness.store.findCheckoutSession(sessionId))?.completedAt).toEqual(
      completedAt,
    );

    const page = await server.inject(path);
    expect(page.body).toContain(text.completedHeading);
    expect(page.body).toContain(
      `href="${localisedPath(locale, '/confirmation')}?session_id=${sessionId}"`,
    );
    // No form completes it again; the trial-end buttons post elsewhere.
    expect(page.body).not.toContain(`action="${path}"`);
  });

  it('answers an unknown session with a 404 page in the language asked for', async () => {
    const { server } = await openCheckout();
    for (const method of ['GET', 'POST'] as const) {
      const response = await server.inject({
        method,
        url: '/checkout/test/cs_local_nothing',
        headers: { 'accept-language': locale },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(text.notFoundHeading);
      expect(response.body).toContain(`<html lang="${locale}">`);
    }
  });

  it('answers 503 with a page in the language asked for when the database is down', async () => {
    context.app = await startTestApp({
      config: testConfig(context.dist.dir),
      store: unreachableStore(),
    });
    const response = await context.app.inject({
      url: '/checkout/test/cs_local_x',
      headers: { 'accept-language': locale },
    });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(text.unavailableHeading);
    expect(response.body).not.toContain('ECONNREFUSED');
  });
});

describe('the local test checkout', () => {
  it('says in English that it is a test: no card is asked for, nothing is charged', async () => {
    const { server, path } = await openCheckout();
    const page = await server.inject(path);
    expect(page.body).toContain('Test mode');
    expect(page.body).toContain('no card is asked for, nothing is charged');
    expect(page.body).toContain(
      '<a class="back" href="/pricing?billing=monthly&amp;level=3&amp;currency=USD">',
    );
  });

  it('serves its stylesheet', async () => {
    const { server } = await openCheckout();
    const css = await server.inject('/checkout/test/checkout.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.pay');
  });

  it('escapes what the visitor typed', async () => {
    const { server, path } = await openCheckout("o'brien&co@example.com");
    const page = await server.inject(path);
    expect(page.body).toContain(
      '<span>o&#39;brien&amp;co</span><wbr><span>@example</span><wbr><span>.com</span>',
    );
    expect(page.body).not.toContain("o'brien&co");
  });

  it('opens only with its unguessable token: the e-mail or the customer id is not enough', async () => {
    const { server, sessionId } = await openCheckout('ada@example.com');
    const customer = await context.harness.store.findOrCreateCustomer('ada@example.com');
    const token = sessionId.replace(/^cs_local_/, '');
    // At least 128 random bits of base64url, with nothing of the e-mail or the customer in it.
    expect(token).toMatch(/^[\w-]{22,}$/);
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
    expect(sessionId).not.toContain('ada');
    expect(sessionId).not.toContain(customer.id);
    for (const guess of [
      'ada@example.com',
      encodeURIComponent('ada@example.com'),
      customer.id,
      `cs_local_${customer.id}`,
      `cs_local_${Buffer.from('ada@example.com').toString('base64url')}`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await server.inject({ method, url: `/checkout/test/${guess}` });
        expect(response.statusCode).toBe(404);
      }
    }
    expect(await context.harness.store.hasCompletedSignup('ada@example.com')).toBe(false);
  });

  it('gives every checkout its own token', async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 20; index += 1) ids.add((await openCheckout()).sessionId);
    expect(ids.size).toBe(20);
  });

  it('does not exist when Stripe is configured', async () => {
    context.app = await startTestApp({
      config: testConfig(context.dist.dir, {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PRICE_MONTHLY: 'price_x',
        STRIPE_PRICE_ANNUAL: 'price_y',
      }),
      store: context.harness.store,
    });
    const customer = await context.harness.store.findOrCreateCustomer('ada@example.com');
    await context.harness.store.recordCheckoutSession({
      id: 'cs_1',
      customerId: customer.id,
      provider: 'test',
      plan: defaultPlan,
    });
    expect((await context.app.inject('/checkout/test/cs_1')).statusCode).toBe(404);
    expect(
      (await context.app.inject({ method: 'POST', url: '/checkout/test/cs_1' })).statusCode,
    ).toBe(404);
  });
});

describe('a checkout address no session can have', () => {
  it('answers a session id with a control character as not found, not as an outage', async () => {
    const { server } = await openCheckout();
    for (const method of ['GET', 'POST'] as const) {
      const response = await server.inject({ method, url: '/checkout/test/%00' });
      expect(response.statusCode).toBe(404);
    }
  });
});
