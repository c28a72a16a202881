import { vi } from 'vitest';
import type {
  FunnelAnswer,
  SignupPage,
  SignupRow,
  VitalsAnswer,
} from '../../shared/contracts/teamConsole';
import { jsonResponse } from '../../test/stubFetch';
import { readCopy } from '../../shared/copy/readCopy';

/** The console's copy as the page gives it. */
export const copy = readCopy('teamConsole', 'en');

export const signup = (overrides: Partial<SignupRow> = {}): SignupRow => ({
  customerId: 'c1',
  email: 'ana@example.com',
  locale: 'de',
  state: 'completed',
  startedAt: '2025-03-15T14:05:00.000Z',
  completedAt: '2025-03-15T14:07:00.000Z',
  level: 'standard',
  billing: 'monthly',
  source: 'news',
  campaign: 'spring',
  deliveries: [
    {
      id: 'd1',
      kind: 'welcome-email',
      state: 'failed',
      attempts: 3,
      lastError: 'SMTP 451',
      updatedAt: '2025-03-15T14:09:00.000Z',
    },
    {
      id: 'd2',
      kind: 'trial-started',
      state: 'delivered',
      attempts: 1,
      lastError: null,
      updatedAt: '2025-03-15T14:08:00.000Z',
    },
  ],
  ...overrides,
});

export const signupPage = (signups: SignupRow[], total = signups.length): SignupPage => ({
  signups,
  page: 1,
  pageSize: 25,
  total,
});

export const funnel: FunnelAnswer = {
  steps: [
    { step: 'visit', visitors: 200 },
    { step: 'pricing', visitors: 100 },
    { step: 'trial_dialog', visitors: 40 },
    { step: 'checkout', visitors: 20 },
    { step: 'completed', visitors: 10 },
  ],
  bySource: [
    {
      source: 'news',
      campaign: 'spring',
      steps: [
        { step: 'visit', visitors: 50 },
        { step: 'completed', visitors: 5 },
      ],
    },
  ],
  dropped: 0,
};

export const vitals: VitalsAnswer = {
  pages: [{ path: '/pricing', samples: 42, lcp_p75: 1834, inp_p75: 320, cls_p75: 0.3 }],
};

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
