import { useCallback, useEffect, useState } from 'react';
import { TeamApiError } from './teamApi';

export type ApiData<Data> =
  | { state: 'loading'; data?: Data }
  | { state: 'loaded'; data: Data }
  | { state: 'failed'; message: string; data?: Data };

/** The last answer and the request (`key`) it answered. */
interface Settled<Data> {
  key: string;
  data?: Data;
  message?: string;
}

/**
 * Loads an answer of the team API whenever `key` changes (the previous request is aborted),
 * keeping the last answer on screen while the next one loads. A 401 means the session ended.
 */
export function useApiData<Data>(
  key: string,
  load: (signal: AbortSignal) => Promise<Data>,
  onSessionEnded: () => void,
): [ApiData<Data>, (update: (data: Data) => Data) => void] {
  const [settled, setSettled] = useState<Settled<Data>>();

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setSettled({ key, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof TeamApiError && error.status === 401) return onSessionEnded();
        const message = error instanceof Error ? error.message : '';
        setSettled((previous) => ({
          key,
          message,
          ...(previous?.data && { data: previous.data }),
        }));
      },
    );
    return () => controller.abort();
    // `key` names everything `load` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const update = useCallback((change: (data: Data) => Data) => {
    setSettled((previous) =>
      previous?.data === undefined ? previous : { ...previous, data: change(previous.data) },
    );
  }, []);

  const data = settled?.data;
  const answer: ApiData<Data> =
    settled?.key !== key
      ? { state: 'loading', ...(data !== undefined && { data }) }
      : settled.message !== undefined
        ? { state: 'failed', message: settled.message, ...(data !== undefined && { data }) }
        : data !== undefined
          ? { state: 'loaded', data }
          : { state: 'loading' };
  return [answer, update];
}
