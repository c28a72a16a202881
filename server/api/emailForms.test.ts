/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../src/content/apiMessages';
import { jsonPost, setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { signupCallPaths } from '../../src/facts/signupApi';

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

  it('stores the normalised form', async () => {
    const app = await start();
    await app.inject(jsonPost(signupCallPaths.createCustomer, { email: ' Ada@Bücher.DE ' }));
    const rows = await context.harness.sql.query<{ email: string }>('SELECT email FROM customers');
    expect(rows).toEqual([{ email: 'ada@xn--bcher-kva.de' }]);
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
      expect(response.json()).toEqual({ errors: [{ message: apiMessages.emailInvalid }] });
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
    expect(response.json()).toEqual({ errors: [{ message: apiMessages.emailInvalid }] });
    expect(await countCustomers()).toBe(0);
  });
});
