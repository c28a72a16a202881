import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './queryFunction';

/** Cache retention stays at TanStack's default of five minutes, written out here. */
export const CACHE_RETENTION_MS = 5 * 60 * 1000;

/**
 * Data never goes stale, nothing refetches on focus or on a timer, and
 * neither queries nor mutations retry (a signup must never be sent twice on its own).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        gcTime: CACHE_RETENTION_MS,
      },
      mutations: { retry: false, gcTime: CACHE_RETENTION_MS },
    },
  });
}

/** The one client of the site, created when the first piece that needs it loads. */
export const queryClient = createQueryClient();
