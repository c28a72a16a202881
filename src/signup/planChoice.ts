import { defaultPlan, type PlanChoice } from '../../shared/facts/plan';

/**
 * The plan the visitor has chosen on the pricing page, shared by the calculator that sets it and
 * the trial dialog that sends it, however the two are mounted.
 */
let current: PlanChoice = defaultPlan;
/** Whether a page has shown a plan (the pricing page's calculator): else none was chosen. */
let shown = false;
const listeners = new Set<() => void>();

export function choosePlan(plan: PlanChoice): void {
  shown = true;
  if (
    plan.level === current.level &&
    plan.billing === current.billing &&
    plan.currency === current.currency
  ) {
    return;
  }
  current = plan;
  listeners.forEach((listener) => listener());
}

export const chosenPlan = (): PlanChoice => current;

/**
 * The plan the visitor chose, when a page showed one; undefined on a page without prices, where
 * the server picks the default plan in the visitor's currency.
 */
export const shownPlan = (): PlanChoice | undefined => (shown ? current : undefined);

export function onPlanChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
