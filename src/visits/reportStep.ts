import type { PageStep } from '../../shared/contracts/visitCounting';
import './stepInbox';

/** Reports a step the visitor took; the counting sends it once it has loaded, or never (DNT). */
export function reportStep(step: PageStep): void {
  const empty: PageStep[] = [];
  (window.visitSteps ??= empty).push(step);
}
