import { vi } from 'vitest';
import type { SignupPage, SignupRow } from '../../shared/contracts/teamConsole';
import { jsonResponse } from '../../test/stubFetch';
import { readCopy } from '../../shared/copy/readCopy';

/** The console's copy as the page gives it. */
export const copy = readCopy('teamConsole', 'en');

type Delivery = SignupRow['deliveries'][number];

/** The welcome e-mail of `signup()`: failed after three attempts. */
export const welcomeEmail = (overrides: Partial<Delivery> = {}): Delivery => ({
  id: 'd1',
  kind: 'welcome-email',
  state: 'failed',
  attempts: 3,
  lastError: 'SMTP 451',
  updatedAt: '2025-03-15T14:09:00.000Z',
  ...overrides,
});

/** The platform event of `signup()`: delivered. */
export const platformEvent = (overrides: Partial<Delivery> = {}): Delivery => ({
  id: 'd2',
  kind: 'trial-started',
  state: 'delivered',
  attempts: 1,
  lastError: null,
  updatedAt: '2025-03-15T14:08:00.000Z',
  ...overrides,
});

export const signup = (overrides: Partial<SignupRow> = {}): SignupRow => ({
  customerId: 'c1',
  email: 'ana@example.com',
  locale: 'de',
  state: 'completed',
  startedAt: '2025-03-15T14:05:00.000Z',
  completedAt: '2025-03-15T14:07:00.000Z',
  level: 'business',
  currency: 'EUR',
  billing: 'monthly',
  source: 'news',
  channel: 'email',
  campaign: 'spring',
  outcome: 'trial',
  deliveries: [welcomeEmail(), platformEvent()],
  ...overrides,
});

export const signupPage = (signups: SignupRow[], total = signups.length): SignupPage => ({
  signups,
  page: 1,
  pageSize: 25,
  total,
});

type Route = (url: URL, init: RequestInit) => Response | undefined;

/** Stubs fetch by path; every request is recorded. An unrouted request fails the test. */
export function routeFetch(route: Route) {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://localhost');
      calls.push({ url, init });
      const answer = route(url, init);
      if (!answer) throw new Error(`Unexpected request to ${path}`);
      return answer;
    }),
  );
  return calls;
}

export { jsonResponse };
