import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteHarness, type StoreHarness } from '../../test/storeHarness';
import { hashEmail, redactEmails } from './privacy';
import {
  createTestDist,
  jsonPost,
  startTestApp,
  testConfig,
  unreachableStore,
} from '../../test/apiApp';
import { signupCallPaths } from '../../shared/contracts/signupApi';

describe('e-mails in logs', () => {
  it('hashes an address the same way whatever its case or spacing', () => {
    expect(hashEmail(' Ada@Example.com ')).toBe(hashEmail('ada@example.com'));
    expect(hashEmail('ada@example.com')).not.toBe(hashEmail('bob@example.com'));
    expect(hashEmail('ada@example.com')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('masks plain and URL-encoded addresses in free text', () => {
    expect(redactEmails('Invalid email: ada.l@example.com, try again')).toBe(
      'Invalid email: [email], try again',
    );
    expect(redactEmails(`${signupCallPaths.exists}?email=ada%40example.com`)).not.toContain('ada');
    expect(redactEmails('no address here')).toBe('no address here');
  });
});

describe('the signup API logs', () => {
  let harness: StoreHarness;
  let dist: ReturnType<typeof createTestDist>;
  const email = 'Secret.Person@Example.com';

  beforeAll(async () => {
    dist = createTestDist();
    harness = await createPgliteHarness();
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
    dist.remove();
  });

  async function logsOf(
    store: StoreHarness['store'],
    calls: (app: Awaited<ReturnType<typeof startTestApp>>) => Promise<unknown>,
  ) {
    const lines: string[] = [];
    const app = await startTestApp({
      // Debug: the request lines, a development server's debug lines, are checked too.
      config: testConfig(dist.dir, { LOG_LEVEL: 'debug' }),
      store,
      logger: true,
      logStream: { write: (line) => void lines.push(line) },
    });
    await calls(app);
    await app.close();
    return lines.join('');
  }

  it('never print a raw e-mail, only its hash, through a whole signup', async () => {
    const logs = await logsOf(harness.store, async (app) => {
      await app.inject(`${signupCallPaths.exists}?email=${encodeURIComponent(email)}`);
      await app.inject(`${signupCallPaths.exists}?email=${email}`);
      const created = await app.inject(jsonPost(signupCallPaths.createCustomer, { email }));
      const checkout = await app.inject(
        jsonPost(signupCallPaths.createCheckoutSession, created.json()),
      );
      await app.inject({ method: 'POST', url: new URL(checkout.body).pathname });
      await app.inject(jsonPost(signupCallPaths.createCustomer, { email: `${email}x` }));
    });
    expect(logs).toContain(`"url":"${signupCallPaths.exists}"`);
    expect(logs).toContain(hashEmail(email));
    expect(logs.toLowerCase()).not.toContain('secret.person');
    expect(logs).not.toContain('%40');
  });

  it('never print one from a failing database either', async () => {
    const store = unreachableStore(`duplicate key (lower(email))=(${email.toLowerCase()})`);
    const logs = await logsOf(store, async (app) => {
      await app.inject(`${signupCallPaths.exists}?email=${encodeURIComponent(email)}`);
      await app.inject(jsonPost(signupCallPaths.createCustomer, { email }));
    });
    expect(logs).toContain('A dependency of the signup API failed');
    expect(logs.toLowerCase()).not.toContain('secret.person');
    expect(logs).not.toMatch(/"stack"/);
  });
});
