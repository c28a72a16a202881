import { useCallback, useEffect, useState } from 'react';
import type { Copy } from '../../shared/copy/collections';

type TeamConsoleCopy = Copy<'teamConsole'>;
import { queryOf, type ConsoleFilters } from './consoleFilters';
import { TeamApiError } from './teamApi';

/** What each part of the console that reads the API is given. */
export interface SectionProps {
  copy: TeamConsoleCopy;
  filters: ConsoleFilters;
  onSessionEnded: () => void;
}

/** An answer of the team API as a part of the console shows it. */
export interface ApiData<Data> {
  /** A request for the current query is under way (the last answer stays on screen). */
  loading: boolean;
  data: Data | undefined;
  /** Why the request for the current query failed. */
  failure: string | undefined;
  /** Changes the answer on screen (a row the server answered again). */
  update: (change: (data: Data) => Data) => void;
}

/**
 * Loads an answer of the team API whenever the query changes (the previous request is aborted),
 * keeping the last answer on screen while the next one loads. A 401 means the session ended.
 */
export function useApiData<
  Query extends Readonly<Record<string, string | number | undefined>>,
  Data,
>(
  query: Query,
  load: (query: Query, signal: AbortSignal) => Promise<Data>,
  onSessionEnded: () => void,
): ApiData<Data> {
  const key = queryOf(query);
  // The last answer, or why it failed, and the request (`key`) it answered.
  const [settled, setSettled] = useState<{ key: string; data?: Data; failure?: string }>();

  useEffect(() => {
    const controller = new AbortController();
    load(query, controller.signal).then(
      (data) => setSettled({ key, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof TeamApiError && error.status === 401) return onSessionEnded();
        const failure = error instanceof Error ? error.message : '';
        setSettled((previous) => ({ ...previous, key, failure }));
      },
    );
    return () => controller.abort();
    // `key` names the query, all that `load` depends on.
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
