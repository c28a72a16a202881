import type { PageStep } from '../../shared/contracts/visitCounting';

/**
 * Where islands leave a funnel step (the trial dialog opening) for the counting: on the window,
 * a plain array until the counting loads and puts its own `push` there. The window rather than a
 * shared module, so that neither side's bundle references the other's (on /pricing, whose
 * budget has no room for another chunk name in the island's code).
 */
export interface StepInbox {
  push(step: PageStep): unknown;
}

declare global {
  interface Window {
    visitSteps?: StepInbox;
  }
}
