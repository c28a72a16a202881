import type { PageStep } from '../../shared/contracts/visitCounting';
import './stepInbox';

/** Hands the steps islands left on the window, then every later one, to `take`. */
export function takeSteps(take: (step: PageStep) => void): void {
  const waiting = window.visitSteps;
  window.visitSteps = { push: take };
  if (Array.isArray(waiting)) for (const step of waiting as PageStep[]) take(step);
}
