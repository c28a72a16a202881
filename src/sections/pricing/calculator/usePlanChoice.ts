import { useSyncExternalStore } from 'react';
import { currentPlanChoice, defaultPlanChoice, subscribeToPlanChoice } from './planChoice';

/** The shared plan choice in a React island; the prerendered HTML shows the default. */
export function usePlanChoice() {
  return useSyncExternalStore(subscribeToPlanChoice, currentPlanChoice, () => defaultPlanChoice);
}
