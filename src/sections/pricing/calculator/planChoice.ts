import { defaultLevelIndex, type BillingPeriod } from '../../../content/pricing';

/** The billing period and level the visitor has chosen on /pricing. */
export interface PlanChoice {
  period: BillingPeriod;
  levelIndex: number;
}

/**
 * One choice per page, shared by the islands that need it (the calculator sets it, the trial
 * dialog reads it): islands are separate React roots, so a module holds it rather than a context.
 * Monthly and the third level until the visitor chooses.
 */
export const defaultPlanChoice: PlanChoice = { period: 'monthly', levelIndex: defaultLevelIndex };

let current = defaultPlanChoice;
const listeners = new Set<() => void>();

export function currentPlanChoice(): PlanChoice {
  return current;
}

export function choosePlan(change: Partial<PlanChoice>): void {
  const next = { ...current, ...change };
  if (next.period === current.period && next.levelIndex === current.levelIndex) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export function subscribeToPlanChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
