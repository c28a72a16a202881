import { describe, expect, it, vi } from 'vitest';
import { parseSince, printTable } from './operationsAccess';

describe('the team’s scripts', () => {
  it('read --since as a number of minutes, hours, days or weeks', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(parseSince('7d', now).toISOString()).toBe('2026-11-16T12:00:00.000Z');
    expect(parseSince('12h', now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(parseSince('2w', now).toISOString()).toBe('2026-11-09T12:00:00.000Z');
    expect(() => parseSince('last week', now)).toThrow(/--since takes a number and a unit/);
  });

  it('print a table in aligned columns, a dash for an empty cell, or say it is empty', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    printTable(
      [
        ['email', 'level'],
        ['ada@example.com', ''],
      ],
      '(no signups)',
    );
    printTable([['email', 'level']], '(no signups)');
    expect(lines).toEqual(['email            level', 'ada@example.com  -', '(no signups)']);
  });
});
