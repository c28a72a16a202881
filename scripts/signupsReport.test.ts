import { describe, expect, it } from 'vitest';
import { formatSignupsCsv, formatSignupsTable, parseSeparator, parseSince } from './signupsReport';

const row = {
  email: 'ada@example.com',
  startedAt: new Date('2026-11-23T10:00:00Z'),
  completedAt: new Date('2026-11-23T10:02:00Z'),
  level: 'ultimate',
  billing: 'annual',
  source: 'news',
  campaign: 'spring, "big"',
  locale: 'de' as const,
  welcomeEmail: 'delivered' as const,
  platformEvent: 'skipped' as const,
};

describe('npm run signups', () => {
  it('reads --since as a number of minutes, hours, days or weeks', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(parseSince('7d', now).toISOString()).toBe('2026-11-16T12:00:00.000Z');
    expect(parseSince('12h', now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(parseSince('2w', now).toISOString()).toBe('2026-11-09T12:00:00.000Z');
    expect(() => parseSince('last week', now)).toThrow(/--since takes a number and a unit/);
  });

  it('writes CSV with a header and the language signed up in, every value quoted and spreadsheet formulas defused', () => {
    const csv = formatSignupsCsv([row, { ...row, email: '=cmd@example.com', completedAt: null }]);
    const quoted = (line: string) =>
      line
        .split('|')
        .map((cell) => `"${cell}"`)
        .join(',');
    expect(csv.split('\r\n')).toEqual([
      quoted(
        'email|started|completed|level|billing|source|campaign|locale|welcome_email|platform_event',
      ),
      quoted(
        'ada@example.com|2026-11-23T10:00:00.000Z|2026-11-23T10:02:00.000Z|ultimate|annual|news|spring, ""big""|de|delivered|skipped',
      ),
      quoted(
        '\'=cmd@example.com|2026-11-23T10:00:00.000Z||ultimate|annual|news|spring, ""big""|de|delivered|skipped',
      ),
      '',
    ]);
  });

  it("writes semicolons with --sep ';', and refuses another separator", () => {
    const csv = formatSignupsCsv([{ ...row, source: 'ads;=1+1;x' }], parseSeparator(';'));
    expect(csv.split('\r\n')[1]).toMatch(/^"ada@example\.com";".*";"ads;'=1\+1;x";/);
    expect(() => parseSeparator('\t')).toThrow(/--sep takes/);
  });

  it('prints a table with one line per signup', () => {
    const table = formatSignupsTable([row]).split('\n');
    expect(table[0]).toMatch(
      /^email\s+started\s+completed\s+level\s+billing\s+source\s+campaign\s+locale\s/,
    );
    expect(table[1]).toMatch(
      /^ada@example\.com\s+2026-11-23T10:00:00\.000Z.*ultimate\s+annual\s+news\s.*\sde\s+delivered/,
    );
    expect(formatSignupsTable([])).toBe('(no signups)');
  });
});
