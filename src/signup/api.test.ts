// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales } from '../../shared/language/locales';
import { checkEmailExists, checkoutAddress, createCheckoutSession, createCustomer } from './api';
import { SignupError } from './SignupError';
import { jsonResponse, networkError, stubFetch, textResponse } from '../../test/stubFetch';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { signupLanguage } from '../../test/signupLanguage';

const endpoints = { accounting: 'https://accounts.example/api', customer: '/api/customers' };

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<SignupError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SignupError);
  return error as SignupError;
}

describe.each(locales)('every signup call from a page in %s', (locale) => {
  const language = signupLanguage(locale);
  const options = { endpoints, language };

  it.each([
    [
      'checkEmailExists',
      () => checkEmailExists('a@b.co', options),
      jsonResponse({ exists: false }),
    ],
    ['createCustomer', () => createCustomer('a@b.co', options), jsonResponse({ customerId: 'c1' })],
    [
      'createCheckoutSession',
      () => createCheckoutSession('c1', options),
      textResponse('https://checkout.example/s/1'),
    ],
  ] as const)(
    '%s sends JSON, in cors mode, with same-origin credentials, asking for the page language',
    async (_name, call, answer) => {
      const calls = stubFetch(answer);
      await call();
      expect(calls).toHaveLength(1);
      const init = calls[0]?.init ?? {};
      expect(init.headers).toEqual({
        'Content-Type': 'application/json',
        'Accept-Language': locale,
      });
      expect(init.mode).toBe('cors');
      expect(init.credentials).toBe('same-origin');
    },
  );

  it.each([
    ['checkEmailExists', () => checkEmailExists('a@b.co', options)],
    ['createCustomer', () => createCustomer('a@b.co', options)],
    ['createCheckoutSession', () => createCheckoutSession('c1', options)],
  ] as const)(
    '%s turns a network or CORS failure into the connection message',
    async (_name, call) => {
      stubFetch(networkError());
      const error = await failure(call());
      expect(error.message).toBe(language.messages.networkFailure);
      expect(error.reason).toBe('network');
    },
  );

  it('defaults to the same-origin API addresses', async () => {
    const calls = stubFetch(jsonResponse({ exists: false }), jsonResponse({ customerId: 'c1' }));
    await checkEmailExists('a@b.co', { language });
    await createCustomer('a@b.co', { language });
    expect(calls.map((call) => call.url)).toEqual([
      `${signupCallPaths.exists}?email=a%40b.co`,
      signupCallPaths.createCustomer,
    ]);
  });
});

describe.each(locales)('checkEmailExists from a page in %s', (locale) => {
  const language = signupLanguage(locale);
  const options = { endpoints, language };

  it('GETs {accounting}/exists with the e-mail URL-encoded and reads `exists`', async () => {
    const calls = stubFetch(jsonResponse({ exists: true }));
    await expect(checkEmailExists('first+ads&x=1@shop.com', options)).resolves.toBe(true);
    expect(calls[0]?.url).toBe(
      'https://accounts.example/api/exists?email=first%2Bads%26x%3D1%40shop.com',
    );
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('answers false when the service does not know the e-mail', async () => {
    stubFetch(jsonResponse({ exists: false }));
    await expect(checkEmailExists('a@b.co', options)).resolves.toBe(false);
  });

  it.each([
    [
      'a non-OK answer',
      textResponse('', 500, 'Internal Server Error'),
      language.messages.httpError(500),
    ],
    [
      'a non-OK answer with a body that is not our error shape',
      textResponse('<h1>oops</h1>', 503, 'Service Unavailable'),
      language.messages.httpError(503),
    ],
    [
      'a non-OK answer with a server message',
      jsonResponse(
        { errors: [{ message: 'Too many checks, wait a minute.' }] },
        429,
        'Too Many Requests',
      ),
      'Too many checks, wait a minute.',
    ],
    [
      'an answer without a boolean',
      jsonResponse({ exists: 'yes' }),
      language.messages.emailCheckFailed,
    ],
    ['an answer that is not JSON', textResponse('exists'), language.messages.emailCheckFailed],
  ] as const)('reports %s as "%s"', async (_case, answer, message) => {
    stubFetch(answer);
    const error = await failure(checkEmailExists('a@b.co', options));
    expect(error.message).toBe(message);
    expect(error.reason).toBe('email-check');
  });

  it("names a failed answer's status code in the page's language, never the server's English status text", async () => {
    stubFetch(textResponse('<h1>Bad Gateway</h1>', 502, 'Bad Gateway'));
    const error = await failure(checkEmailExists('a@b.co', options));
    expect(error.message).toContain('502');
    expect(error.message).not.toMatch(/bad gateway/i);
  });
});

describe.each(locales)('createCustomer from a page in %s', (locale) => {
  const language = signupLanguage(locale);
  const options = { endpoints, language };

  it('POSTs {customer}/create-customer with { email, locale } and reads customerId', async () => {
    const calls = stubFetch(jsonResponse({ customerId: 'cus_123' }, 201));
    await expect(createCustomer('a@b.co', options)).resolves.toBe('cus_123');
    expect(calls[0]?.url).toBe(signupCallPaths.createCustomer);
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.co', locale });
  });

  it('accepts a numeric customerId', async () => {
    stubFetch(jsonResponse({ customerId: 42 }));
    await expect(createCustomer('a@b.co', options)).resolves.toBe('42');
  });

  it.each([
    [
      'the first error message of a non-OK answer',
      jsonResponse({ errors: [{ message: 'Domain not allowed' }, { message: 'second' }] }, 422),
      'Domain not allowed',
    ],
    [
      'a non-OK answer with no errors',
      jsonResponse({ errors: [] }, 400),
      language.messages.customerFailed,
    ],
    [
      'a non-OK answer with a blank message',
      jsonResponse({ errors: [{ message: ' ' }] }, 400),
      language.messages.customerFailed,
    ],
    [
      'a non-OK answer that is not JSON',
      textResponse('Bad gateway', 502, 'Bad Gateway'),
      language.messages.customerFailed,
    ],
    [
      'an OK answer without customerId',
      jsonResponse({ id: 'cus_1' }),
      language.messages.customerFailed,
    ],
    [
      'an OK answer with an empty customerId',
      jsonResponse({ customerId: '' }),
      language.messages.customerFailed,
    ],
  ] as const)('reports %s as "%s"', async (_case, answer, message) => {
    stubFetch(answer);
    const error = await failure(createCustomer('a@b.co', options));
    expect(error.message).toBe(message);
    expect(error.reason).toBe('customer');
  });
});

describe.each(locales)('createCheckoutSession from a page in %s', (locale) => {
  const language = signupLanguage(locale);
  const options = { endpoints, language };

  it('POSTs {customer}/create-checkout-session with { customerId } and reads the URL as text', async () => {
    const calls = stubFetch(textResponse('https://checkout.stripe.com/c/pay/cs_test_1\n'));
    await expect(createCheckoutSession('cus_123', options)).resolves.toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );
    expect(calls[0]?.url).toBe(signupCallPaths.createCheckoutSession);
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ customerId: 'cus_123' });
  });

  it.each([
    ['a non-OK answer', textResponse('https://checkout.example/1', 500, 'Internal Server Error')],
    ['an empty answer', textResponse('')],
    ['an answer that is not an address', textResponse('javascript:alert(1)')],
    ['an HTML page', textResponse('<!doctype html>\n<html lang="en"><title>AdHelm</title></html>')],
    ['a relative path', textResponse('/api/checkout/local/cs_1')],
  ] as const)('reports %s with the checkout failure message', async (_case, answer) => {
    stubFetch(answer);
    const error = await failure(createCheckoutSession('cus_123', options));
    expect(error.message).toBe(language.messages.checkoutFailed);
    expect(error.reason).toBe('checkout');
  });
});

describe('checkoutAddress', () => {
  it.each([
    ['https://checkout.example/s/1', 'https://checkout.example/s/1'],
    ['  https://checkout.example/s/1 \n', 'https://checkout.example/s/1'],
    ['"https://checkout.example/s/1"', 'https://checkout.example/s/1'],
    [
      'http://localhost:4173/test-checkout?session=cs_1',
      'http://localhost:4173/test-checkout?session=cs_1',
    ],
    ['http://127.0.0.1:8080/c', 'http://127.0.0.1:8080/c'],
    ['http://[::1]:8080/c', 'http://[::1]:8080/c'],
    ['', undefined],
    ['""', undefined],
    ['"unterminated', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['http://checkout.example/s/1', undefined],
    ['/api/checkout/local/cs_1', undefined],
    ['checkout.example/s/1', undefined],
    ['<!doctype html><html><head><title>AdHelm</title></head></html>', undefined],
    ['https://checkout.example/s/1 <html>', undefined],
  ])('reads %j as %j', (text, address) => {
    expect(checkoutAddress(text, 'https://www.adhelm.example')).toBe(address);
  });

  it("follows plain http only to the page's own origin among other hosts", () => {
    expect(checkoutAddress('http://shop.example:8080/pay', 'http://shop.example:8080')).toBe(
      'http://shop.example:8080/pay',
    );
    expect(checkoutAddress('http://shop.example/pay', 'http://shop.example:8080')).toBeUndefined();
  });

  it("reads the page's origin from the browser when none is given", () => {
    const sameSite = `${window.location.origin}/test-checkout?session=cs_1`;
    expect(checkoutAddress(sameSite)).toBe(sameSite);
  });
});
