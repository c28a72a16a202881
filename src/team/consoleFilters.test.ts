import { describe, expect, it } from 'vitest';
import {
  csvQueryOf,
  filtersFromSearch,
  funnelFiltersOf,
  searchOf,
  signupFiltersOf,
} from './consoleFilters';

describe('the console’s filters in the address', () => {
  it('reads the filters back from the query they were written to', () => {
    const filters = {
      from: '2025-03-01',
      to: '2025-03-31',
      source: 'news',
      state: 'completed',
      page: 3,
    };
    expect(filtersFromSearch(`?${searchOf(filters)}`)).toEqual(filters);
  });

  it('leaves out values the API would refuse and defaults to the first page', () => {
    expect(filtersFromSearch('?from=yesterday&locale=dutch&state=lost&page=-2&source=%20')).toEqual(
      {
        page: 1,
      },
    );
  });

  it('sends each API only its own filters', () => {
    const filters = filtersFromSearch('?source=news&path=%2Fpricing&plan=standard&page=2');
    expect(signupFiltersOf(filters)).toEqual({ source: 'news', plan: 'standard', page: 2 });
    expect(funnelFiltersOf(filters)).toEqual({ source: 'news', path: '/pricing' });
    expect(csvQueryOf(filters)).toBe('source=news&plan=standard');
  });
});
