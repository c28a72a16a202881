import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { secretWeakness, weakSecrets } from './secretStrength';

const strong = () => randomBytes(32).toString('base64');

describe('a secret we generate', () => {
  it.each([
    ['a', 'is one repeated character'],
    ['a'.repeat(64), 'is one repeated character'],
    ['whsec_' + 'x'.repeat(40), 'is one repeated character'],
    ['changeme', 'is a placeholder'],
    ['Change-Me-To-A-Long-Random-Value-Please!', 'is a placeholder'],
    ['secret', 'is a placeholder'],
    ['your-secret-here-your-secret-here-0123', 'is a placeholder'],
    ['a-long-secret', 'is shorter than 32 characters'],
    ['short-but-random-x7Qp', 'is shorter than 32 characters'],
    ['whsec_' + 'k3J9'.repeat(7), 'is shorter than 32 characters'],
  ])('is refused when it is %j', (value, weakness) => {
    expect(secretWeakness(value)).toBe(weakness);
  });

  it('passes when random and long, with or without the whsec_ prefix', () => {
    for (let run = 0; run < 200; run += 1) {
      expect(secretWeakness(strong())).toBeUndefined();
      expect(secretWeakness(`whsec_${strong()}`)).toBeUndefined();
    }
  });
});

describe('the settings judged', () => {
  it('names each weak secret in one line, with how to make a good one', () => {
    const lines = weakSecrets({
      PLATFORM_SIGNING_SECRET: 'a',
      PLATFORM_WEBHOOK_SECRET: 'whsec_short',
      STRIPE_WEBHOOK_SECRET: 'whsec_changeme',
    });
    expect(lines).toEqual([
      expect.stringMatching(/^PLATFORM_SIGNING_SECRET is one .*openssl rand -base64 32/),
      expect.stringMatching(/^PLATFORM_WEBHOOK_SECRET is shorter .*whsec_\$\(openssl rand/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is a placeholder: .*Stripe's dashboard/),
    ]);
    for (const line of lines) expect(line).not.toContain('\n');
  });

  it("judges Stripe's secret only for what Stripe never issues, not for its length", () => {
    expect(weakSecrets({ STRIPE_WEBHOOK_SECRET: 'whsec_Ab3dE5' })).toEqual([]);
    expect(weakSecrets({ STRIPE_WEBHOOK_SECRET: 'secret' })).toHaveLength(1);
  });

  it('leaves unset secrets alone and passes strong ones', () => {
    expect(weakSecrets({})).toEqual([]);
    expect(
      weakSecrets({
        PLATFORM_SIGNING_SECRET: strong(),
        PLATFORM_WEBHOOK_SECRET: `whsec_${strong()}`,
        STRIPE_WEBHOOK_SECRET: `whsec_${strong()}`,
      }),
    ).toEqual([]);
  });

  it('refuses whatever .env.example gives, were it ever filled in', () => {
    const example = parseEnv(readFileSync('.env.example', 'utf8'));
    for (const name of ['PLATFORM_SIGNING_SECRET', 'PLATFORM_WEBHOOK_SECRET']) {
      const value = example[name];
      if (value) expect(weakSecrets({ [name]: value })).toHaveLength(1);
      else expect(value).toBe('');
    }
  });
});
