import type {
  OutcomeAnswer,
  ReportAnswer,
  SignupPage,
  SignupRow,
} from '../../shared/contracts/teamConsole';
import { daysOf, previousRange, type DayRange } from '../../shared/contracts/reportPeriod';

/**
 * A realistic report for any period: a month of a small site with several sources, campaigns and
 * languages, every day different, the lists bounded with "(other)" as the server bounds them. The
 * component tests and the console's end-to-end pictures answer with it.
 */
export function reportFixture(range: DayRange): ReportAnswer {
  const previous = previousRange(range);
  const daily = daysOf(range).map((day, index) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const visitors = Math.round((weekend ? 62 : 104) + 28 * Math.sin(index / 2.3) + index * 1.5);
    const trialsStarted = Math.max(0, Math.round(visitors / 17 + Math.cos(index) * 2));
    return {
      day,
      visitors,
      trialsStarted,
      trialsCompleted: Math.max(0, Math.round(trialsStarted * 0.55 + Math.sin(index * 1.7))),
    };
  });
  const sum = (field: 'visitors' | 'trialsStarted' | 'trialsCompleted') =>
    daily.reduce((total, row) => total + row[field], 0);
  const visitors = sum('visitors');
  const started = sum('trialsStarted');
  const completed = sum('trialsCompleted');
  const steps = (visit: number, pricing: number, dialog: number, checkout: number, done: number) =>
    (
      [
        ['visit', visit],
        ['pricing', pricing],
        ['trial_dialog', dialog],
        ['checkout', checkout],
        ['completed', done],
      ] as const
    ).map(([step, count]) => ({ step, visitors: count }));
  const share = (part: number) => Math.round(visitors * part);
  /** A landing page: its share of the visitors, the share of them who saw one page only, and the share who saw pricing. */
  const landing = (name: string, part: number, singlePage: number, pricing: number) => ({
    name,
    visitors: share(part),
    singlePage: Math.round(share(part) * singlePage),
    pricing: Math.round(share(part) * pricing),
    trials: Math.round(share(part) * pricing * 0.09),
  });

  return {
    period: {
      from: range.from,
      to: range.to,
      previousFrom: previous.from,
      previousTo: previous.to,
    },
    totals: {
      visitors: { current: visitors, previous: Math.round(visitors * 0.87) },
      trialsStarted: { current: started, previous: started + 9 },
      trialsCompleted: { current: completed, previous: completed },
    },
    daily,
    funnel: {
      steps: steps(visitors, share(0.38), share(0.13), started, completed),
      byChannel: [
        { channel: 'paid', steps: steps(1029, 469, 172, 72, 42), singlePage: 473 },
        { channel: 'direct', steps: steps(690, 231, 64, 22, 13), singlePage: 317 },
        { channel: 'email', steps: steps(402, 188, 77, 31, 19), singlePage: 185 },
        { channel: 'social', steps: steps(288, 97, 41, 15, 9), singlePage: 132 },
        { channel: 'referral', steps: steps(174, 80, 22, 8, 5), singlePage: 80 },
        { channel: 'search', steps: steps(97, 24, 6, 2, 1), singlePage: 45 },
      ],
      bySource: [
        {
          channel: 'paid',
          source: 'google',
          campaign: 'black-friday-2026',
          steps: steps(812, 402, 151, 64, 38),
          singlePage: 374,
        },
        {
          channel: 'direct',
          source: 'Direct',
          campaign: '(none)',
          steps: steps(690, 231, 64, 22, 13),
          singlePage: 317,
        },
        {
          channel: 'email',
          source: 'newsletter',
          campaign: 'november-digest',
          steps: steps(402, 188, 77, 31, 19),
          singlePage: 185,
        },
        {
          channel: 'social',
          source: 'linkedin',
          campaign: 'agency-webinar',
          steps: steps(288, 97, 41, 15, 9),
          singlePage: 132,
        },
        {
          channel: 'referral',
          source: 'partner-blog.example',
          campaign: '(none)',
          steps: steps(174, 80, 22, 8, 5),
          singlePage: 80,
        },
        {
          channel: 'paid',
          source: 'facebook',
          campaign: 'retargeting-q4',
          steps: steps(151, 36, 9, 3, 1),
          singlePage: 69,
        },
        {
          channel: 'search',
          source: 'Bing',
          campaign: '(none)',
          steps: steps(66, 31, 12, 5, 3),
          singlePage: 30,
        },
        {
          channel: '(other)',
          source: '(other)',
          campaign: '(other)',
          steps: steps(31, 11, 3, 1, 0),
          singlePage: 14,
        },
      ],
    },
    landingPages: [
      landing('/', 0.41, 0.52, 0.3),
      landing('/pricing', 0.22, 0.38, 1),
      landing('/case/handcraft-blends', 0.09, 0.61, 0.22),
      landing('/de', 0.07, 0.49, 0.27),
      landing('/affiliate', 0.05, 0.74, 0.08),
      landing('/cases', 0.04, 0.55, 0.2),
      landing('(other)', 0.12, 0.58, 0.18),
    ],
    pages: [
      { name: '/pricing', visitors: share(0.52) },
      { name: '/', visitors: share(0.49) },
      { name: '/cases', visitors: share(0.18) },
      { name: '/case/handcraft-blends', visitors: share(0.14) },
      { name: '/de/pricing', visitors: share(0.08) },
      { name: '/affiliate', visitors: share(0.06) },
      { name: '(other)', visitors: share(0.11) },
    ],
    referrers: [
      { name: 'google.com', visitors: share(0.31) },
      { name: 'linkedin.com', visitors: share(0.09) },
      { name: 'news.ycombinator.com', visitors: share(0.04) },
      { name: 'bing.com', visitors: share(0.03) },
      { name: 'facebook.com', visitors: share(0.03) },
      { name: '(other)', visitors: share(0.02) },
    ],
    devices: [
      { device: 'desktop', visitors: share(0.56) },
      { device: 'phone', visitors: share(0.38) },
      { device: 'tablet', visitors: share(0.06) },
    ],
    languages: [
      { locale: 'en', visitors: share(0.63) },
      { locale: 'de', visitors: share(0.18) },
      { locale: 'fr', visitors: share(0.08) },
      { locale: 'es', visitors: share(0.06) },
      { locale: 'it', visitors: share(0.05) },
    ],
    countries: [
      { country: 'US', visitors: share(0.34) },
      { country: 'DE', visitors: share(0.17) },
      { country: 'GB', visitors: share(0.11) },
      { country: 'FR', visitors: share(0.07) },
      { country: 'ES', visitors: share(0.05) },
      { country: 'IT', visitors: share(0.04) },
      { country: 'CA', visitors: share(0.04) },
      { country: 'AU', visitors: share(0.03) },
      { country: 'MX', visitors: share(0.02) },
      { country: 'IN', visitors: share(0.05) },
      { country: 'NL', visitors: share(0.03) },
      { country: '(other)', visitors: share(0.03) },
      { country: '(none)', visitors: share(0.02) },
    ],
    vitals: [
      { path: '/', samples: 1180, lcp_p75: 1420, inp_p75: 96, cls_p75: 0.02 },
      { path: '/pricing', samples: 864, lcp_p75: 2710, inp_p75: 240, cls_p75: 0.04 },
      { path: '/de', samples: 203, lcp_p75: 1610, inp_p75: 88, cls_p75: 0.01 },
      { path: '/cases', samples: 151, lcp_p75: 1380, inp_p75: null, cls_p75: 0 },
      { path: '/case/handcraft-blends', samples: 97, lcp_p75: 4320, inp_p75: 610, cls_p75: 0.27 },
    ],
    dropped: { total: 12, reasons: { 'invisible character': 7, 'cross-site': 5 } },
  };
}

const delivered = (id: string, kind: 'welcome-email' | 'trial-started', at: string) => ({
  id,
  kind,
  state: 'delivered' as const,
  attempts: 1,
  lastError: null,
  updatedAt: at,
});

/** A page of signups in every state, with a delivery waiting for its retry and a failed one. */
export const signupsFixture = (): SignupPage => {
  const signups: SignupRow[] = [
    {
      customerId: 'c4',
      email: 'maria.lopez@brightshelf.example',
      locale: 'es',
      state: 'completed',
      startedAt: '2026-11-30T13:52:00.000Z',
      completedAt: '2026-11-30T13:55:00.000Z',
      level: 'business',
      billing: 'monthly',
      currency: 'USD',
      source: 'google',
      channel: 'paid',
      campaign: 'black-friday-2026',
      outcome: 'paying',
      deliveries: [
        delivered('d41', 'welcome-email', '2026-11-30T13:55:10.000Z'),
        {
          id: 'd42',
          kind: 'trial-started',
          state: 'pending',
          attempts: 2,
          lastError: 'connect ECONNREFUSED 10.0.4.12:443',
          updatedAt: '2026-11-30T13:58:00.000Z',
          nextAttemptAt: '2026-11-30T14:05:00.000Z',
        },
      ],
    },
    {
      customerId: 'c3',
      email: 'jonas@kaffeewerk.example',
      locale: 'de',
      state: 'completed',
      startedAt: '2026-11-29T09:14:00.000Z',
      completedAt: '2026-11-29T09:17:00.000Z',
      level: 'standard',
      billing: 'annual',
      currency: 'GBP',
      source: 'newsletter',
      channel: 'email',
      campaign: 'november-digest',
      outcome: 'trial',
      deliveries: [
        {
          id: 'd31',
          kind: 'welcome-email',
          state: 'failed',
          attempts: 10,
          lastError: '550 5.1.1 mailbox unavailable',
          updatedAt: '2026-11-29T15:40:00.000Z',
        },
        delivered('d32', 'trial-started', '2026-11-29T09:17:05.000Z'),
      ],
    },
    {
      customerId: 'c2',
      email: 'sam@northgoods.example',
      locale: 'en',
      state: 'checkout',
      startedAt: '2026-11-28T18:02:00.000Z',
      completedAt: null,
      level: 'starter',
      billing: 'monthly',
      currency: 'USD',
      source: 'Direct',
      channel: 'direct',
      campaign: null,
      outcome: null,
      deliveries: [],
    },
    {
      customerId: 'c1',
      email: 'lea@atelier-bleu.example',
      locale: 'fr',
      state: 'started',
      startedAt: '2026-11-27T08:45:00.000Z',
      completedAt: null,
      level: null,
      billing: null,
      currency: null,
      source: 'linkedin',
      channel: 'social',
      outcome: null,
      campaign: 'agency-webinar',
      deliveries: [],
    },
  ];
  return { signups, page: 1, pageSize: 25, total: signups.length };
};

/** A month's checkouts, trials and paying customers, as the console's outcomes API answers. */
export const outcomesFixture = (): OutcomeAnswer => {
  const row = (
    name: string,
    checkout: number,
    trials: number,
    paying: number,
    channel?: string,
  ) => ({
    name,
    ...(channel ? { channel } : {}),
    checkout,
    trials,
    paying,
    monthlyRevenueUsd: paying * 49,
  });
  // Every grouping adds up to the totals, as the server's do.
  return {
    totals: { checkout: 171, trials: 119, paying: 21, monthlyRevenueUsd: 21 * 49 },
    groups: {
      channel: [
        row('paid', 77, 54, 11),
        row('email', 39, 27, 5),
        row('direct', 29, 20, 3),
        row('search', 14, 10, 2),
        row('social', 12, 8, 0),
      ],
      source: [
        row('google', 77, 54, 11, 'paid'),
        row('newsletter', 39, 27, 5, 'email'),
        row('Direct', 29, 20, 3, 'direct'),
        row('Bing', 9, 7, 2, 'search'),
        row('linkedin', 11, 7, 0, 'social'),
        row('(other)', 6, 4, 0),
      ],
      campaign: [
        row('black-friday-2026', 77, 54, 11),
        row('november-digest', 39, 27, 5),
        row('(none)', 55, 38, 5),
      ],
      landing: [
        row('/pricing', 90, 63, 12),
        row('/', 52, 36, 6),
        row('/case/handcraft-blends', 29, 20, 3),
      ],
      plan: [
        row('business · monthly', 51, 36, 9),
        row('standard · annual', 66, 46, 8),
        row('starter · monthly', 54, 37, 4),
      ],
    },
  };
};
