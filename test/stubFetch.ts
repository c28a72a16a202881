import { vi } from 'vitest';

/** A recorded call to the stubbed fetch. */
export interface FetchCall {
  url: string;
  init: RequestInit;
}

type Answer = Response | Error | ((url: string, init: RequestInit) => Response | Promise<Response>);

/**
 * Stubs `fetch` for tests: answers are taken in order, an Error rejects like a network failure.
 * Returns the list the calls are recorded in.
 */
export function stubFetch(...answers: Answer[]): FetchCall[] {
  const calls: FetchCall[] = [];
  const queue = [...answers];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      const answer = queue.shift();
      if (answer === undefined) throw new Error(`Unexpected request to ${url}`);
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? answer(url, init) : answer;
    }),
  );
  return calls;
}

export const jsonResponse = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

export const textResponse = (body: string, status = 200, statusText = '') =>
  new Response(body, { status, statusText, headers: { 'Content-Type': 'text/plain' } });

/** What fetch rejects with when the network or CORS fails. */
export const networkError = () => new TypeError('Failed to fetch');
