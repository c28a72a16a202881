import { describe, expect, it } from 'vitest';
import type { SignupRow } from '../../shared/contracts/teamConsole';
import { copy } from './consoleData.testkit';
import { deliveryWords, planWords } from './signupWords';

type Delivery = SignupRow['deliveries'][number];
const delivery = (overrides: Partial<Delivery>): Delivery => ({
  id: 'd1',
  kind: 'trial-started',
  state: 'pending',
  attempts: 0,
  lastError: null,
  updatedAt: '2026-11-17T13:58:00.000Z',
  ...overrides,
});
const now = new Date('2026-11-17T13:59:00Z');
const words = (overrides: Partial<Delivery>) =>
  deliveryWords(delivery(overrides), copy.deliveries, now);

describe('a signup in the site’s words', () => {
  it('names the plan as the pricing page does', () => {
    const names = { business: 'Business', standard: 'Standard' };
    const plan = (level: string | null, billing: string | null, currency: string | null = null) =>
      planWords({ level, billing, currency }, names, copy.signups);
    expect(plan('business', 'monthly')).toBe('Business · monthly');
    expect(plan('standard', 'annual', 'GBP')).toBe('Standard · annual · GBP');
    expect(plan('standard', null)).toBe('Standard');
    expect(plan(null, null)).toBe(copy.signups.none);
  });

  it('says what happened to each delivery, and when a failed one is tried again', () => {
    expect(words({ kind: 'welcome-email', state: 'delivered', attempts: 1 })).toBe(
      'Welcome e-mail sent',
    );
    expect(
      words({ attempts: 2, lastError: 'ECONNREFUSED', nextAttemptAt: '2026-11-17T14:05:00Z' }),
    ).toBe("Couldn't reach the platform: retrying at 14:05 UTC");
    expect(words({ attempts: 2, nextAttemptAt: null })).toBe(
      "Couldn't reach the platform: retrying soon",
    );
    expect(words({ state: 'failed', attempts: 10 })).toBe(
      "Couldn't reach the platform after 10 attempts",
    );
    expect(words({ kind: 'welcome-email', state: 'failed', attempts: 1 })).toBe(
      "Couldn't send the welcome e-mail after 1 attempt",
    );
    expect(words({ state: 'skipped', attempts: 1 })).not.toMatch(/skipped/i);
  });
});
