import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while prerendering and during hydration, true after: for text only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
