import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { checkStartup, parseConfig, productionRefusal } from './config';

const github = {
  CMS_GITHUB_CLIENT_ID: 'Iv1.editor-app',
  CMS_GITHUB_CLIENT_SECRET: 'the-oauth-apps-secret',
  CMS_GITHUB_REPO: 'adhelm/website',
};

describe('SITE_URL', () => {
  it('is the server on this machine when unset, on the port it listens on', () => {
    expect(parseConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '3300' }).siteUrl).toBe('http://localhost:3300');
    expect(parseConfig({ PORT: '3300', SITE_URL: '' }).siteUrl).toBe('http://localhost:3300');
  });

  it('is the public address when set, without a trailing slash', () => {
    const config = parseConfig({ PORT: '3300', SITE_URL: 'https://www.adhelm.example/' });
    expect(config.siteUrl).toBe('https://www.adhelm.example');
    expect(config.allowedOrigins).toEqual(['https://www.adhelm.example']);
  });

  it('refuses a value that is not an address', () => {
    expect(() => parseConfig({ SITE_URL: 'www.adhelm' })).toThrow(/SITE_URL/);
  });
});

describe('the shutdown grace', () => {
  it('outlasts the request timeout by default', () => {
    const config = parseConfig({});
    expect(config.shutdownGraceMs).toBeGreaterThan(config.connections.requestTimeoutMs);
  });

  it('is refused when it is not longer than the request timeout', () => {
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: '15000', SHUTDOWN_GRACE_MS: '10000' })).toThrow(
      /SHUTDOWN_GRACE_MS \(10000\) must be longer than REQUEST_TIMEOUT_MS \(15000\)/,
    );
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: '15000', SHUTDOWN_GRACE_MS: '15000' })).toThrow(
      /SHUTDOWN_GRACE_MS/,
    );
  });
});

describe('the per-client connection cap', () => {
  it('leaves room for several clients under the global cap', () => {
    const { connections } = parseConfig({});
    expect(connections.maxConnectionsPerClient).toBe(64);
    expect(connections.maxConnectionsPerClient * 4).toBeLessThan(connections.maxConnections);
    expect(
      parseConfig({ MAX_CONNECTIONS_PER_CLIENT: '8' }).connections.maxConnectionsPerClient,
    ).toBe(8);
  });
});

describe("the team console's settings", () => {
  const production = {
    NODE_ENV: 'production',
    CHECKOUT: 'test',
    PLATFORM_SIGNING_SECRET: randomBytes(32).toString('base64'),
  };

  it('lists TEAM_EMAILS in lower case, once each, and refuses what is not an address', () => {
    const config = parseConfig({
      TEAM_EMAILS: ' Ada@Example.com, bob@example.com,,ada@example.com ',
    });
    expect(config.team.emails).toEqual(['ada@example.com', 'bob@example.com']);
    expect(parseConfig({}).team.emails).toEqual([]);
    expect(() => parseConfig({ TEAM_EMAILS: 'ada@example.com, not-an-address' })).toThrow(
      /TEAM_EMAILS: not-an-address/,
    );
  });

  it('sends the weekly report on the day WEEKLY_REPORT_DAY names, Monday unless set, or never', () => {
    expect(parseConfig({}).weeklyReportDay).toBe(1);
    expect(parseConfig({ WEEKLY_REPORT_DAY: ' Friday ' }).weeklyReportDay).toBe(5);
    expect(parseConfig({ WEEKLY_REPORT_DAY: 'sunday' }).weeklyReportDay).toBe(0);
    expect(parseConfig({ WEEKLY_REPORT_DAY: 'off' }).weeklyReportDay).toBeUndefined();
    expect(() => parseConfig({ WEEKLY_REPORT_DAY: 'mon' })).toThrow(
      /WEEKLY_REPORT_DAY: must be a weekday/,
    );
  });

  it('refuses to start in production with TEAM_EMAILS and no TEAM_SESSION_KEY', () => {
    const team = { ...production, TEAM_EMAILS: 'ada@example.com' };
    expect(productionRefusal(parseConfig(team))).toMatch(
      /^Refusing to start: TEAM_EMAILS is set and TEAM_SESSION_KEY is not; .*openssl rand/,
    );
    const strong = randomBytes(32).toString('base64');
    expect(productionRefusal(parseConfig({ ...team, TEAM_SESSION_KEY: strong }))).toBeUndefined();
  });

  it('needs no key in production while nobody is listed, nor in development', () => {
    expect(productionRefusal(parseConfig(production))).toBeUndefined();
    expect(productionRefusal(parseConfig({ TEAM_EMAILS: 'ada@example.com' }))).toBeUndefined();
  });
});

describe("the editor's settings", () => {
  it('commits to GitHub once the OAuth app and the repository are set, on main by default', () => {
    const { editor } = parseConfig({ NODE_ENV: 'production', ...github });
    expect(editor.github).toEqual({
      clientId: 'Iv1.editor-app',
      clientSecret: 'the-oauth-apps-secret',
      repo: 'adhelm/website',
      branch: 'main',
      url: 'https://github.com',
      apiRoot: 'https://api.github.com',
    });
    expect(editor.localDir).toBeUndefined();
    const enterprise = parseConfig({ ...github, CMS_GITHUB_URL: 'https://git.example.com/' });
    expect(enterprise.editor.github?.apiRoot).toBe('https://git.example.com/api/v3');
  });

  it('refuses half of the GitHub settings, naming what is missing', () => {
    expect(() => parseConfig({ CMS_GITHUB_CLIENT_ID: 'Iv1.editor-app' })).toThrow(
      /The editor's GitHub sign-in needs CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET, CMS_GITHUB_REPO together; CMS_GITHUB_CLIENT_SECRET and CMS_GITHUB_REPO are not set/,
    );
    expect(() => parseConfig({ ...github, CMS_GITHUB_REPO: 'website' })).toThrow(
      /CMS_GITHUB_REPO: must be the repository as owner\/name/,
    );
  });

  it('saves into the working copy in development on a loopback host only', () => {
    expect(parseConfig({}).editor.localDir).toBe(process.cwd());
    expect(parseConfig({ CMS_LOCAL_DIR: '/tmp/copy' }).editor.localDir).toBe('/tmp/copy');
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'test' },
      { HOST: '0.0.0.0' },
      { HOST: '::' },
      { HOST: '10.0.0.5' },
    ]) {
      expect(parseConfig({ ...env, CMS_LOCAL_DIR: '/tmp/copy' }).editor.localDir).toBeUndefined();
    }
  });
});

describe('start-up', () => {
  const strong = randomBytes(32).toString('base64');
  const production = { NODE_ENV: 'production', CHECKOUT: 'test', PLATFORM_SIGNING_SECRET: strong };
  const stripe = {
    NODE_ENV: 'production',
    PLATFORM_SIGNING_SECRET: strong,
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_PRICE_MONTHLY: 'price_m',
    STRIPE_PRICE_ANNUAL: 'price_y',
  };
  const refusalOf = async (env: Record<string, string>) => {
    const startup = await checkStartup(env, { readPrices: () => Promise.resolve([]) });
    return 'refusal' in startup ? startup.refusal : undefined;
  };

  it.each([
    [
      'the test checkout it was not told to run',
      { NODE_ENV: 'production', PLATFORM_SIGNING_SECRET: strong },
      /^Refusing to start: NODE_ENV=production without Stripe .* set CHECKOUT=test/,
    ],
    [
      'Stripe without its webhook secret',
      stripe,
      /^Refusing to start: Stripe is configured without STRIPE_WEBHOOK_SECRET/,
    ],
    [
      'no signing secret',
      { NODE_ENV: 'production', CHECKOUT: 'test' },
      /^Refusing to start: NODE_ENV=production needs PLATFORM_SIGNING_SECRET/,
    ],
    [
      'a one-character signing secret',
      { ...production, PLATFORM_SIGNING_SECRET: 'a' },
      /^Refusing to start: PLATFORM_SIGNING_SECRET is one repeated character: .*openssl rand -base64 32/,
    ],
    [
      'a short signing secret',
      { ...production, PLATFORM_SIGNING_SECRET: 'k3Jq9-xZ' },
      /^Refusing to start: PLATFORM_SIGNING_SECRET is too easy to guess \(about 10\^\d+ guesses/,
    ],
    [
      'a placeholder webhook secret',
      {
        ...production,
        PLATFORM_WEBHOOK_URL: 'https://platform.example/hooks',
        PLATFORM_WEBHOOK_SECRET: 'whsec_changeme',
      },
      /^Refusing to start: PLATFORM_WEBHOOK_SECRET is a placeholder: /,
    ],
    [
      "a placeholder for Stripe's webhook secret",
      { ...stripe, STRIPE_WEBHOOK_SECRET: 'whsec_your-secret-here' },
      /^Refusing to start: STRIPE_WEBHOOK_SECRET is a placeholder: /,
    ],
    [
      'a session key of the alphabet and digits',
      {
        ...production,
        TEAM_EMAILS: 'ada@example.com',
        TEAM_SESSION_KEY: 'abcdefghijklmnopqrstuvwxyz123456',
      },
      /^Refusing to start: TEAM_SESSION_KEY is too easy to guess \(a sequence.*openssl rand -base64 32/,
    ],
    [
      'a repeated two-character secret',
      { ...production, PLATFORM_SIGNING_SECRET: 'xy'.repeat(16) },
      /^Refusing to start: PLATFORM_SIGNING_SECRET is too easy to guess \(a repeat/,
    ],
    [
      'one value for the session key and the signing secret',
      { ...production, TEAM_EMAILS: 'ada@example.com', TEAM_SESSION_KEY: strong },
      /^Refusing to start: TEAM_SESSION_KEY has the value of PLATFORM_SIGNING_SECRET: give each setting its own secret/,
    ],
    [
      'an editor sign-in over plain HTTP',
      { ...production, ...github, CMS_GITHUB_URL: 'http://git.example.com' },
      /^Refusing to start: CMS_GITHUB_URL is http:\/\/git\.example\.com; .*client secret in clear/,
    ],
    [
      'TRUST_PROXY=true',
      { ...production, TRUST_PROXY: 'true' },
      /^Invalid configuration: TRUST_PROXY: "true" would let any client choose/,
    ],
  ])('production refuses %s, in one line', async (_case, env, line) => {
    const refusal = await refusalOf(env);
    expect(refusal).toMatch(line);
    expect(refusal?.split('\n')).toHaveLength(1);
  });

  it.each(['prod', 'Production', 'staging', 'dev'])(
    'stops on NODE_ENV=%s, naming the values it takes, in one line',
    async (value) => {
      const refusal = await refusalOf({ NODE_ENV: value });
      expect(refusal).toBe(
        'Invalid configuration: NODE_ENV: must be development, production, test or unset (development)',
      );
    },
  );

  it('puts every problem of an invalid configuration on one line, in development too', async () => {
    const refusal = await refusalOf({ STRIPE_SECRET_KEY: 'sk_test_x', SHUTDOWN_GRACE_MS: '10' });
    expect(refusal).toMatch(
      /^Invalid configuration: STRIPE_SECRET_KEY needs both prices: .*; SHUTDOWN_GRACE_MS \(10\)/,
    );
    expect(refusal?.split('\n')).toHaveLength(1);
  });

  it('lets development start with a weak secret, warning about it', async () => {
    const startup = await checkStartup({ PLATFORM_SIGNING_SECRET: 'changeme' });
    expect(startup).toMatchObject({
      warnings: [expect.stringMatching(/^Warning: PLATFORM_SIGNING_SECRET is a placeholder: /)],
    });
  });

  it('lets production start with Stripe and strong secrets, without a warning', async () => {
    const startup = await checkStartup(
      { ...stripe, STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}` },
      { readPrices: () => Promise.resolve([]) },
    );
    expect(startup).toMatchObject({ warnings: [], config: { checkout: 'stripe' } });
    expect(await checkStartup(production)).toMatchObject({
      warnings: [],
      config: { checkout: 'test' },
    });
  });

  it('refuses production with Stripe Prices that charge other than the site shows, or cannot be read', async () => {
    const env = { ...stripe, STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}` };
    const differing = await checkStartup(env, {
      readPrices: () =>
        Promise.resolve([
          'STRIPE_PRICE_ANNUAL (price_y) charges 470.01 EUR; the site shows 470.00',
        ]),
    });
    expect(differing).toEqual({
      refusal:
        'Refusing to start: Stripe would not charge what the site shows: STRIPE_PRICE_ANNUAL (price_y) charges 470.01 EUR; the site shows 470.00. Run npm run stripe:setup, or correct the Prices in Stripe.',
    });
    const unreadable = await checkStartup(env, {
      readPrices: () => Promise.reject(new Error('No such price: price_y')),
    });
    expect(unreadable).toMatchObject({
      refusal: expect.stringMatching(
        /^Refusing to start: the Stripe Prices could not be read \(No such price: price_y\)/,
      ),
    });
    // Development reads nothing of Stripe at start.
    const development = await checkStartup(
      { ...env, NODE_ENV: 'development' },
      { readPrices: () => Promise.reject(new Error('must not be called')) },
    );
    expect(development).toMatchObject({ config: { checkout: 'stripe' } });
  });

  it('refuses a Stripe API address over plain http off this machine in production', async () => {
    const refusal = await refusalOf({
      ...stripe,
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      STRIPE_API_URL: 'http://stripe.example',
    });
    expect(refusal).toMatch(/^Refusing to start: STRIPE_API_URL is http:\/\/stripe\.example/);
  });
});
