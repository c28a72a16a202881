import { describe, expect, it } from 'vitest';
import {
  csvQueryOf,
  filtersFromSearch,
  rangeOf,
  reportFiltersOf,
  searchOf,
  signupFiltersOf,
} from './consoleFilters';

const today = '2026-11-30';

describe('the console’s filters in the address', () => {
  it('reads the filters back from the query they were written to', () => {
    const filters = {
      from: '2026-03-01',
      to: '2026-03-31',
      source: 'news',
      state: 'completed',
      page: 3,
    };
    expect(filtersFromSearch(`?${searchOf(filters)}`)).toEqual(filters);
    expect(filtersFromSearch('?period=30d&campaign=spring')).toEqual({
      period: '30d',
      campaign: 'spring',
      page: 1,
    });
  });

  it('leaves out values the API would refuse and defaults to the first page', () => {
    expect(
      filtersFromSearch('?from=yesterday&locale=dutch&state=lost&page=-2&source=%20&period=year'),
    ).toEqual({ page: 1 });
  });

  it('drops a range it cannot answer for, so the default period shows instead', () => {
    expect(filtersFromSearch('?from=2026-11-30&to=2026-11-01').from).toBeUndefined();
    expect(filtersFromSearch('?from=2024-01-01&to=2026-01-01').from).toBeUndefined();
    expect(filtersFromSearch('?from=2026-02-01&to=2026-02-30').from).toBeUndefined();
    expect(filtersFromSearch('?from=2026-11-01').from).toBeUndefined();
  });

  it('takes the days of a range, or of the preset as of today, the last 7 days by default', () => {
    expect(rangeOf(filtersFromSearch('?from=2026-11-01&to=2026-11-07'), today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(rangeOf(filtersFromSearch('?period=month'), today)).toEqual({
      from: '2026-11-01',
      to: today,
    });
    expect(rangeOf(filtersFromSearch(''), today)).toEqual({ from: '2026-11-24', to: today });
  });

  it('sends each API only its own filters, with the period’s days', () => {
    const filters = filtersFromSearch(
      '?period=today&source=news&path=%2Fpricing&plan=standard&page=2',
    );
    const range = rangeOf(filters, today);
    expect(reportFiltersOf(filters, range)).toEqual({
      from: today,
      to: today,
      source: 'news',
      path: '/pricing',
    });
    expect(signupFiltersOf(filters, range)).toEqual({
      from: today,
      to: today,
      source: 'news',
      plan: 'standard',
      page: 2,
    });
    expect(csvQueryOf(filters, range)).toBe(
      'from=2026-11-30&to=2026-11-30&source=news&plan=standard',
    );
  });
});
