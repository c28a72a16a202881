import type { QueryFunction } from '@tanstack/react-query';

/** What a query does when the server answers 401: fail (the default) or resolve to null. */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

const INTERNAL_SERVER_ERROR = 'Internal Server Error';
const SERVER_ERROR_TEXT = 'Server error occurred';

/**
 * A non-OK answer becomes an Error reading "{status}: {body}", the status text when the
 * body is empty, with the internal-server-error phrase softened for visitors.
 */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  const detail = (body.trim() === '' ? response.statusText : body).replaceAll(
    INTERNAL_SERVER_ERROR,
    SERVER_ERROR_TEXT,
  );
  throw new Error(`${response.status}: ${detail}`);
}

/** The generic query function: GET the query key's first element, with credentials. */
export function getQueryFn<T>({
  on401 = 'throw',
}: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string') {
      throw new TypeError('A query key must start with the address to fetch.');
    }
    const response = await fetch(path, { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
