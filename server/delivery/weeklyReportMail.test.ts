import { describe, expect, it } from 'vitest';
import type { WeeklyReportFacts } from '../store/weeklyReportFacts';
import { renderWeeklyReport, SHOWN_NAME_MAX, shownName } from './weeklyReportMail';

const sitePaths = new Set(['/', '/pricing', '/de/pricing']);
const isSitePath = (name: string) => sitePaths.has(name);
const phishing = 'Your AdHelm account is locked - unlock it at https://evil.example/unlock';

const facts: WeeklyReportFacts = {
  from: '2026-03-02',
  to: '2026-03-08',
  visitors: { current: 126, previous: 20 },
  trialsStarted: { current: 0, previous: 0 },
  trialsCompleted: { current: 0, previous: 0 },
  sources: [
    { source: phishing, visitors: 60, trialsStarted: 0 },
    { source: 'mail@evil.example', visitors: 3, trialsStarted: 0 },
    { source: 'newsletter', visitors: 2, trialsStarted: 1 },
  ],
  payingSources: [
    { source: 'https://evil.example', channel: 'referral', paying: 1, monthlyRevenueUsd: 49 },
  ],
  slowPages: [
    { path: '/https://evil.example/login', samples: 100, lcpP75: 61_072, inpP75: null },
    { path: '/pricing', samples: 20, lcpP75: 4_200, inpP75: 120 },
  ],
};

describe('a visitor’s words in the team’s weekly e-mail', () => {
  it('are data, never links: defanged and cut short, unless they are the site’s own pages', () => {
    const mail = renderWeeklyReport(facts, 'https://adhelm.test/team', isSitePath);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toMatch(/https?:\/\/evil/);
      expect(body).not.toContain('mail@evil');
      expect(body).toContain('mail[@]evil[.]example');
      expect(body).toContain('/https[:]//evil[.]example/login');
      expect(body).toContain('/pricing: largest contentful paint 4,200 ms');
      expect(body).toContain('newsletter: 2 visitors');
    }
    expect(mail.html).not.toMatch(/<a\s/i);
    expect(mail.text).toContain('https://adhelm.test/team');
  });

  it('are shown at most SHOWN_NAME_MAX characters long, whole characters only', () => {
    const shown = shownName(phishing, isSitePath);
    expect([...shown.replace(/\[(.)\]/g, '$1')]).toHaveLength(SHOWN_NAME_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(shownName('😀'.repeat(80), isSitePath)).toBe(`${'😀'.repeat(SHOWN_NAME_MAX - 1)}…`);
    expect(shownName('/de/pricing', isSitePath)).toBe('/de/pricing');
  });
});
