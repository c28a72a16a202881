import { useSyncExternalStore } from 'react';
import { defaultPlan } from '../../../facts/plan';
import { defaultLevelIndex, levelFacts } from '../../../facts/pricing';
import { chosenPlan, onPlanChange } from '../../../signup/planChoice';

/**
 * The shared plan choice (src/signup/planChoice.ts) as the calculator shows it. The islands of a
 * page are separate React roots, so the choice lives in a module rather than a context; the
 * prerendered HTML shows the default plan.
 */
export function usePlanChoice() {
  const plan = useSyncExternalStore(onPlanChange, chosenPlan, () => defaultPlan);
  const index = levelFacts.findIndex((level) => level.id === plan.level);
  return { period: plan.billing, levelIndex: index === -1 ? defaultLevelIndex : index };
}
