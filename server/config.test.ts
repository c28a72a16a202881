import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { parseConfig, productionRefusal } from './config';

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

  it('refuses to start in production with TEAM_EMAILS and a missing or weak TEAM_SESSION_KEY', () => {
    const team = { ...production, TEAM_EMAILS: 'ada@example.com' };
    expect(productionRefusal(parseConfig(team))).toMatch(/TEAM_SESSION_KEY is not set/);
    for (const weak of ['changeme', 'a'.repeat(40), 'short-but-random-x7Qp']) {
      expect(productionRefusal(parseConfig({ ...team, TEAM_SESSION_KEY: weak }))).toMatch(
        /^Refusing to start: TEAM_EMAILS is set and TEAM_SESSION_KEY (is a placeholder|is one repeated|is shorter)/,
      );
    }
    const strong = randomBytes(32).toString('base64');
    expect(productionRefusal(parseConfig({ ...team, TEAM_SESSION_KEY: strong }))).toBeUndefined();
  });

  it('needs no key in production while nobody is listed, nor in development', () => {
    expect(productionRefusal(parseConfig(production))).toBeUndefined();
    expect(productionRefusal(parseConfig({ TEAM_EMAILS: 'ada@example.com' }))).toBeUndefined();
  });
});
