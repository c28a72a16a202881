import { defaultPlan, type PlanChoice } from '../../shared/facts/plan';

/**
 * The plan the visitor has chosen on the pricing page, shared by the calculator that sets it and
 * the trial dialog that sends it, however the two are mounted.
 */
let current: PlanChoice = defaultPlan;
const listeners = new Set<() => void>();

export function choosePlan(plan: PlanChoice): void {
  if (plan.level === current.level && plan.billing === current.billing) return;
  current = plan;
  listeners.forEach((listener) => listener());
}

export const chosenPlan = (): PlanChoice => current;

export function onPlanChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
