import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryFn, throwIfNotOk } from './queryFunction';

afterEach(() => {
  vi.unstubAllGlobals();
});

const context = (queryKey: readonly unknown[]) =>
  ({
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  }) as unknown as QueryFunctionContext;

function answer(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('throwIfNotOk', () => {
  it.each([
    [
      new Response('Plan not found', { status: 404, statusText: 'Not Found' }),
      '404: Plan not found',
    ],
    [new Response('', { status: 404, statusText: 'Not Found' }), '404: Not Found'],
    [new Response('   ', { status: 403, statusText: 'Forbidden' }), '403: Forbidden'],
    [
      new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' }),
      '500: Server error occurred',
    ],
    [
      new Response('Upstream said: Internal Server Error (id 7)', { status: 502 }),
      '502: Upstream said: Server error occurred (id 7)',
    ],
    [
      new Response('', { status: 500, statusText: 'Internal Server Error' }),
      '500: Server error occurred',
    ],
  ])('throws "%s" for a non-OK answer', async (response, message) => {
    await expect(throwIfNotOk(response)).rejects.toThrow(new Error(message));
  });

  it('lets an OK answer through', async () => {
    await expect(throwIfNotOk(new Response('fine'))).resolves.toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('GETs the first key element with credentials and reads JSON', async () => {
    const fetch = answer(Response.json({ plan: 'Standard' }));
    const query = getQueryFn<{ plan: string }>();
    await expect(query(context(['/api/plan', { extra: 1 }]))).resolves.toEqual({
      plan: 'Standard',
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/plan',
      expect.objectContaining({ credentials: 'include' }),
    );
    const init = fetch.mock.calls[0]?.at(1) as RequestInit | undefined;
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it.each([
    ['throws by default', {}, 'throw'],
    ['throws when asked to', { on401: 'throw' as const }, 'throw'],
    ['returns null when asked to', { on401: 'returnNull' as const }, 'null'],
  ])('on 401 %s', async (_case, options, expected) => {
    answer(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    const result = getQueryFn(options)(context(['/api/me']));
    if (expected === 'null') await expect(result).resolves.toBeNull();
    else await expect(result).rejects.toThrow('401: Unauthorized');
  });

  it('refuses a query key that does not start with an address', async () => {
    answer(Response.json({}));
    await expect(getQueryFn()(context([42]))).rejects.toThrow(TypeError);
  });
});
