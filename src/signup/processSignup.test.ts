// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales } from '../../shared/language/locales';
import { ATTRIBUTION_STORAGE_KEY, captureAttribution } from './attribution';
import { processSignup, REFERRAL_TIMEOUT_MS } from './processSignup';
import { registerReferralTracker, type ReferralTracker } from './referral';
import { jsonResponse, networkError, stubFetch, textResponse } from '../../test/stubFetch';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { signupLanguage } from '../../test/signupLanguage';

const CHECKOUT_URL = 'https://checkout.example/pay/cs_1';

const happyAnswers = () => [
  jsonResponse({ exists: false }),
  jsonResponse({ customerId: 'cus_1' }),
  textResponse(CHECKOUT_URL),
];

afterEach(() => {
  sessionStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
  registerReferralTracker(undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe.each(locales)('processSignup on a page in %s', (locale) => {
  const language = signupLanguage(locale);
  const signupMessages = language.messages;

  it('sends the chosen plan with the checkout and the visit’s attribution with the customer', async () => {
    captureAttribution({
      href: 'https://www.adhelm.com/?utm_source=news&utm_campaign=spring',
      referrer: 'https://news.example/article/1',
    });
    const calls = stubFetch(...happyAnswers());
    await processSignup('seller@shop.com', {
      language,
      redirect: vi.fn(),
      plan: { level: 'ultimate', billing: 'annual', currency: 'USD' },
    });
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      email: 'seller@shop.com',
      locale,
      attribution: {
        utm_source: 'news',
        utm_campaign: 'spring',
        referrer: 'https://news.example',
        landing_path: '/',
      },
    });
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({
      customerId: 'cus_1',
      billing: 'annual',
      level: 'ultimate',
      currency: 'USD',
    });
  });

  it('validates, checks, tells the referral tracker, creates the customer and the checkout, then redirects, in that order', async () => {
    const steps: string[] = [];
    const calls = stubFetch(
      ...happyAnswers().map((answer) => (url: string) => {
        steps.push(new URL(url, 'http://site').pathname);
        return answer;
      }),
    );
    registerReferralTracker({
      name: 'test',
      convert: (email) => void steps.push(`referral ${email}`),
    });
    const redirect = vi.fn((url: string) => void steps.push(`redirect ${url}`));

    const outcome = await processSignup('  seller@shop.com ', { language, redirect });

    expect(outcome).toEqual({ status: 'redirecting', checkoutUrl: CHECKOUT_URL });
    expect(steps).toEqual([
      signupCallPaths.exists,
      'referral seller@shop.com',
      signupCallPaths.createCustomer,
      signupCallPaths.createCheckoutSession,
      `redirect ${CHECKOUT_URL}`,
    ]);
    expect(calls.map((call) => call.init.method)).toEqual(['GET', 'POST', 'POST']);
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ email: 'seller@shop.com', locale });
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ customerId: 'cus_1' });
  });

  it.each([
    ['an empty e-mail', '  ', signupMessages.emptyEmail, 'invalid-email'],
    ['a malformed e-mail', 'seller@shop', signupMessages.invalidEmail, 'invalid-email'],
  ])('stops on %s before any request', async (_case, email, message, reason) => {
    const calls = stubFetch();
    const redirect = vi.fn();
    await expect(processSignup(email, { language, redirect })).resolves.toEqual({
      status: 'stopped',
      message,
      reason,
    });
    expect(calls).toHaveLength(0);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('stops with the "already exists" message and never calls the tracker or creates a customer', async () => {
    const calls = stubFetch(jsonResponse({ exists: true }));
    const convert = vi.fn();
    registerReferralTracker({ name: 'test', convert });
    const redirect = vi.fn();
    await expect(processSignup('seller@shop.com', { language, redirect })).resolves.toEqual({
      status: 'stopped',
      message: signupMessages.emailExists,
      reason: 'email-exists',
    });
    expect(calls).toHaveLength(1);
    expect(convert).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the e-mail check answers non-OK',
      [textResponse('', 500, 'Internal Server Error')],
      signupMessages.httpError(500),
      'email-check',
    ],
    ['the network is down', [networkError()], signupMessages.networkFailure, 'network'],
    [
      'the e-mail check answers nonsense',
      [jsonResponse({})],
      signupMessages.emailCheckFailed,
      'email-check',
    ],
    [
      'the customer service refuses with a message',
      [jsonResponse({ exists: false }), jsonResponse({ errors: [{ message: 'Nope' }] }, 400)],
      'Nope',
      'customer',
    ],
    [
      'the customer service fails without a message',
      [jsonResponse({ exists: false }), textResponse('', 500)],
      signupMessages.customerFailed,
      'customer',
    ],
    [
      'the network drops before the customer is created',
      [jsonResponse({ exists: false }), networkError()],
      signupMessages.networkFailure,
      'network',
    ],
    [
      'the checkout cannot be created',
      [jsonResponse({ exists: false }), jsonResponse({ customerId: 'c' }), textResponse('', 500)],
      signupMessages.checkoutFailed,
      'checkout',
    ],
  ] as const)('stops when %s, with "%s"', async (_case, answers, message, reason) => {
    stubFetch(...answers);
    const redirect = vi.fn();
    await expect(processSignup('seller@shop.com', { language, redirect })).resolves.toEqual({
      status: 'stopped',
      message,
      reason,
    });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('logs anything unexpected and shows the general message', async () => {
    stubFetch(...happyAnswers());
    const problem = new Error('redirect blocked');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await processSignup('seller@shop.com', {
      language,
      redirect: () => {
        throw problem;
      },
    });
    expect(outcome).toEqual({
      status: 'stopped',
      message: signupMessages.unexpectedFailure,
      reason: 'unexpected',
    });
    expect(log).toHaveBeenCalledWith(expect.any(String), problem);
  });

  it('stops quietly when cancelled while a call is in flight', async () => {
    const controller = new AbortController();
    stubFetch(
      () =>
        new Promise<Response>((_resolve, reject) => {
          controller.signal.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const redirect = vi.fn();
    const running = processSignup('seller@shop.com', {
      language,
      signal: controller.signal,
      redirect,
    });
    controller.abort();
    await expect(running).resolves.toEqual({ status: 'cancelled' });
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('the referral step never stops the signup', () => {
  const language = signupLanguage();

  const failingTrackers: [string, ReferralTracker['convert']][] = [
    [
      'throws',
      () => {
        throw new Error('tracker script missing');
      },
    ],
    ['rejects', () => Promise.reject(new Error('tracker offline'))],
  ];

  it.each(failingTrackers)(
    'when the tracker %s: logged with console.warn, then on to checkout',
    async (_case, convert) => {
      const calls = stubFetch(...happyAnswers());
      registerReferralTracker({ name: 'rewardful', convert });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const redirect = vi.fn();
      await expect(processSignup('seller@shop.com', { language, redirect })).resolves.toEqual({
        status: 'redirecting',
        checkoutUrl: CHECKOUT_URL,
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('rewardful'), expect.any(Error));
      expect(calls).toHaveLength(3);
      expect(redirect).toHaveBeenCalledWith(CHECKOUT_URL);
    },
  );

  it('when the tracker never answers: gives up after the timeout and goes on', async () => {
    vi.useFakeTimers();
    stubFetch(...happyAnswers());
    registerReferralTracker({ name: 'silent', convert: () => new Promise<void>(() => {}) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const redirect = vi.fn();
    const running = processSignup('seller@shop.com', { language, redirect });
    await vi.advanceTimersByTimeAsync(REFERRAL_TIMEOUT_MS);
    await expect(running).resolves.toEqual({ status: 'redirecting', checkoutUrl: CHECKOUT_URL });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('silent'));
  });

  it('awaits an asynchronous tracker before creating the customer', async () => {
    const steps: string[] = [];
    stubFetch(
      jsonResponse({ exists: false }),
      () => {
        steps.push('create-customer');
        return jsonResponse({ customerId: 'c' });
      },
      textResponse(CHECKOUT_URL),
    );
    registerReferralTracker({
      name: 'slow',
      convert: async () => {
        await Promise.resolve();
        steps.push('referral done');
      },
    });
    await processSignup('seller@shop.com', { language, redirect: () => {} });
    expect(steps).toEqual(['referral done', 'create-customer']);
  });
});
