import { useCallback, useEffect, useState } from 'react';
import { TeamApiError } from './teamApi';

/**
 * Loads an answer of the team API whenever `key` changes (the previous request is aborted),
 * keeping the last answer on screen while the next one loads. A 401 means the session ended.
 */
export function useApiData<Data>(
  key: string,
  load: (signal: AbortSignal) => Promise<Data>,
  onSessionEnded: () => void,
) {
  // The last answer, or why it failed, and the request (`key`) it answered.
  const [settled, setSettled] = useState<{ key: string; data?: Data; failure?: string }>();

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setSettled({ key, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof TeamApiError && error.status === 401) return onSessionEnded();
        const failure = error instanceof Error ? error.message : '';
        setSettled((previous) => ({ ...previous, key, failure }));
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

  const loading = settled?.key !== key;
  return { loading, data: settled?.data, failure: loading ? undefined : settled.failure, update };
}
