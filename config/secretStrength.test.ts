import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { secretWeakness, weakSecrets } from './secretStrength';

const strong = () => randomBytes(32).toString('base64');
/** The estimator's dictionaries load on first use, in a second or two on a busy machine. */
const LOADING_MS = 60_000;

describe('a secret we generate', () => {
  it.each([
    ['a', 'is one repeated character'],
    ['a'.repeat(64), 'is one repeated character'],
    ['whsec_' + 'x'.repeat(40), 'is one repeated character'],
    ['changeme', 'is a placeholder'],
    ['Change-Me-To-A-Long-Random-Value-Please!', 'is a placeholder'],
    ['secret', 'is a placeholder'],
    ['your-secret-here-your-secret-here-0123', 'is a placeholder'],
  ])('is refused when it is %j', async (value, weakness) => {
    expect(await secretWeakness(value)).toBe(weakness);
  });

  it.each([
    ['the alphabet and digits', 'abcdefghijklmnopqrstuvwxyz123456', /a sequence/],
    ['two characters repeated', 'ab'.repeat(16), /a repeat/],
    ['a keyboard row', 'qwertyuiopasdfghjklzxcvbnm123456', /a keyboard pattern|common words/],
    ['counting', '01234567890123456789012345678901', /a repeat|a sequence/],
    [
      'a known password, twice',
      'password1234567890password1234567890',
      /is a placeholder|a repeat/,
    ],
    ['common words', 'monkey-dragon-football-baseball-sunshine', /common words/],
    ['short but random', 'short-but-random-x7Qp', /too easy to guess/],
    ['a short random key', `whsec_${'k3J9'.repeat(7)}`, /too easy to guess/],
  ])(
    'is refused when it is %s, however long',
    async (_case, value, found) => {
      const weakness = await secretWeakness(value);
      expect(weakness).toMatch(/^is (too easy to guess|a placeholder)/);
      expect(weakness).toMatch(found);
    },
    LOADING_MS,
  );

  it(
    'passes when random, with or without the whsec_ prefix',
    async () => {
      for (let run = 0; run < 5; run += 1) {
        expect(await secretWeakness(strong())).toBeUndefined();
        expect(await secretWeakness(`whsec_${strong()}`)).toBeUndefined();
      }
      // More of these: zxcvbn reads dates and sequences into some random digits, and none may fail.
      for (let run = 0; run < 40; run += 1) {
        expect(await secretWeakness(randomBytes(16).toString('hex'))).toBeUndefined();
      }
    },
    LOADING_MS,
  );
});

describe('the settings judged', () => {
  it(
    'names each weak secret in one line, with how to make a good one',
    async () => {
      const lines = await weakSecrets({
        PLATFORM_SIGNING_SECRET: 'a',
        PLATFORM_WEBHOOK_SECRET: 'whsec_short',
        TEAM_SESSION_KEY: 'abcdefghijklmnopqrstuvwxyz123456',
        STRIPE_WEBHOOK_SECRET: 'whsec_changeme',
      });
      expect(lines).toEqual([
        expect.stringMatching(/^PLATFORM_SIGNING_SECRET is one .*openssl rand -base64 32/),
        expect.stringMatching(/^PLATFORM_WEBHOOK_SECRET is too easy .*whsec_\$\(openssl rand/),
        expect.stringMatching(
          /^TEAM_SESSION_KEY is too easy to guess \(a sequence.*TEAM_SESSION_KEY=\$\(openssl rand/,
        ),
        expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is a placeholder: .*Stripe's dashboard/),
      ]);
      for (const line of lines) expect(line).not.toContain('\n');
    },
    LOADING_MS,
  );

  it(
    'refuses one value given to two settings, the webhook prefix aside',
    async () => {
      const shared = strong();
      expect(
        await weakSecrets({ PLATFORM_SIGNING_SECRET: shared, TEAM_SESSION_KEY: shared }),
      ).toEqual([
        expect.stringMatching(
          /^TEAM_SESSION_KEY has the value of PLATFORM_SIGNING_SECRET: give each setting its own secret/,
        ),
      ]);
      expect(
        await weakSecrets({
          PLATFORM_WEBHOOK_SECRET: `whsec_${shared}`,
          STRIPE_WEBHOOK_SECRET: `whsec_${shared}`,
        }),
      ).toHaveLength(1);
    },
    LOADING_MS,
  );

  it("judges Stripe's secret only for what Stripe never issues, not for its strength", async () => {
    expect(await weakSecrets({ STRIPE_WEBHOOK_SECRET: 'whsec_Ab3dE5' })).toEqual([]);
    expect(await weakSecrets({ STRIPE_WEBHOOK_SECRET: 'secret' })).toHaveLength(1);
  });

  it(
    'leaves unset secrets alone and passes strong, distinct ones',
    async () => {
      expect(await weakSecrets({})).toEqual([]);
      expect(
        await weakSecrets({
          PLATFORM_SIGNING_SECRET: strong(),
          PLATFORM_WEBHOOK_SECRET: `whsec_${strong()}`,
          TEAM_SESSION_KEY: strong(),
          STRIPE_WEBHOOK_SECRET: `whsec_${strong()}`,
        }),
      ).toEqual([]);
    },
    LOADING_MS,
  );

  it(
    'refuses whatever .env.example gives, were it ever filled in',
    async () => {
      const example = parseEnv(readFileSync('.env.example', 'utf8'));
      for (const name of [
        'PLATFORM_SIGNING_SECRET',
        'PLATFORM_WEBHOOK_SECRET',
        'TEAM_SESSION_KEY',
      ]) {
        const value = example[name];
        if (value) expect(await weakSecrets({ [name]: value })).toHaveLength(1);
        else expect(value).toBe('');
      }
    },
    LOADING_MS,
  );
});
