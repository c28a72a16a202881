import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateEmail } from '../../src/signup/validateEmail';
import { createCustomerBody } from './schemas';
import { apiMessages } from '../http/errors';
import { signupMessagesFor } from '../../test/siteCopy';
import { locales } from '../../shared/language/locales';
import { apiMessageText, isApiMessageKey } from '../http/errors';
import { jsonPost, setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { signupCallPaths } from '../../shared/contracts/signupApi';

const context = setUpApiTests();

async function start() {
  context.app = await startTestApp({
    config: testConfig(context.dist.dir),
    store: context.harness.store,
  });
  return context.app;
}

const countCustomers = async () =>
  Number(
    (await context.harness.sql.query<{ n: string }>('SELECT count(*) AS n FROM customers'))[0]?.n,
  );

describe('one customer per address, in whatever form it is typed', () => {
  it.each([
    [
      'composed and decomposed accents',
      ['josé@example.com'.normalize('NFC'), 'josé@example.com'.normalize('NFD')],
    ],
    [
      'a Unicode domain and its punycode',
      ['ada@bücher.de', 'ada@xn--bcher-kva.de', 'ADA@BÜCHER.DE'],
    ],
    ['full-width and plain letters', ['ａｄａ@example.com', 'ada@example.com']],
  ])('%s', async (_case, forms) => {
    const app = await start();
    const ids = new Set<string>();
    for (const email of forms) {
      const response = await app.inject(jsonPost(signupCallPaths.createCustomer, { email }));
      expect(response.statusCode).toBe(200);
      ids.add(response.json().customerId);
    }
    expect(ids.size).toBe(1);
    expect(await countCustomers()).toBe(1);
  });

  it('stores the normalised form as first given: local part as typed, domain lower-cased', async () => {
    const app = await start();
    await app.inject(jsonPost(signupCallPaths.createCustomer, { email: ' Ada@Bücher.DE ' }));
    await app.inject(jsonPost(signupCallPaths.createCustomer, { email: 'ada@bücher.de' }));
    const rows = await context.harness.sql.query<{ email: string }>('SELECT email FROM customers');
    expect(rows).toEqual([{ email: 'Ada@xn--bcher-kva.de' }]);
  });

  it('refuses, on every call, what the mailer would read as another address', async () => {
    const app = await start();
    for (const email of [
      '<support>@example.com',
      '"ada"@example.com',
      'ada@example.com, eve@example.com',
      'a(b)@example.com',
      'a@example..com',
      'a@-example.com',
      '.a@example.com',
    ]) {
      const calls = [
        await app.inject(jsonPost(signupCallPaths.createCustomer, { email })),
        await app.inject(`${signupCallPaths.exists}?email=${encodeURIComponent(email)}`),
      ];
      expect(calls.map((response) => response.statusCode)).toEqual([400, 400]);
      expect(calls[0]?.json()).toEqual({ errors: [{ message: apiMessages('en').emailInvalid }] });
    }
    expect(await countCustomers()).toBe(0);
  });
});

describe("the dialog's check and the server's", () => {
  it('agree on every generated case, in the same words in every language', () => {
    const piece = fc.constantFrom(
      ...'aZ09.-_+@',
      ...`!#$%&'*/=?^\`{|}~`,
      ...'()<>[]:;,\\" \t\r\n',
      'ü',
      '例',
      '。',
      'ｅ',
      '\u200b',
      '\u3164',
      '\u2800',
      'example.com',
      'xn--p1ai',
    );
    const input = fc.oneof(
      fc.array(piece, { maxLength: 30 }).map((parts) => parts.join('')),
      fc.emailAddress(),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(input, (email) => {
        const server = createCustomerBody.safeParse({ email });
        const key = server.success ? undefined : server.error.issues[0]?.message;
        for (const locale of locales) {
          const dialog = validateEmail(email, signupMessagesFor(locale));
          expect(server.success).toBe(dialog.valid);
          if (!dialog.valid) {
            expect(isApiMessageKey(key)).toBe(true);
            if (isApiMessageKey(key)) expect(apiMessageText(key, locale)).toBe(dialog.message);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('characters that show nothing or cannot be stored', () => {
  it.each([
    ['a zero-width space', 'ada\u200b@example.com'],
    ['a zero-width joiner', 'ada@exa\u200dmple.com'],
    ['a byte-order mark inside', 'ad\ufeffa@example.com'],
    ['a right-to-left override', '\u202eada@example.com'],
    ['a private-use character', 'ada\ue000@example.com'],
  ])('refuses %s with "Invalid email format!" on every call', async (_case, email) => {
    const app = await start();
    const calls = [
      await app.inject(jsonPost(signupCallPaths.createCustomer, { email })),
      await app.inject(`${signupCallPaths.exists}?email=${encodeURIComponent(email)}`),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ message: apiMessages('en').emailInvalid }] });
    }
    expect(await countCustomers()).toBe(0);
  });

  it('refuses a lone surrogate (JSON can carry one) instead of storing it altered', async () => {
    const app = await start();
    const response = await app.inject({
      ...jsonPost(signupCallPaths.createCustomer, {}),
      payload: '{"email":"ada\\ud800@example.com"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: apiMessages('en').emailInvalid }] });
    expect(await countCustomers()).toBe(0);
  });
});
