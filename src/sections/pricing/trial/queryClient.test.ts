import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_RETENTION_MS, createQueryClient } from './queryClient';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query client settings', () => {
  it('never goes stale, never refetches on its own and never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
      gcTime: 5 * 60 * 1000,
    });
    expect(mutations).toMatchObject({ retry: false, gcTime: CACHE_RETENTION_MS });
  });

  it('fetches queries with the generic fetcher, which throws on 401 by default', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' }));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/me'] })).rejects.toThrow('401: Unauthorized');
    expect(fetch).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({ credentials: 'include' }),
    );
  });
});
