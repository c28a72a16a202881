import { useCallback, useEffect, useState } from 'react';
import { filtersFromSearch, searchOf, type ConsoleFilters } from './consoleFilters';

/**
 * The console's filters, kept in the page's address so a reload, a bookmark or Back shows the
 * same signups.
 */
export function useAddressFilters(): [ConsoleFilters, (filters: ConsoleFilters) => void] {
  const [filters, setFilters] = useState(() => filtersFromSearch(window.location.search));

  useEffect(() => {
    const onPopState = () => setFilters(filtersFromSearch(window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const change = useCallback((next: ConsoleFilters) => {
    const search = searchOf(next);
    window.history.pushState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    setFilters(next);
  }, []);

  return [filters, change];
}
