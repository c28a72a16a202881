import { sendEvents } from './beacon';
import { countingAllowed } from './countingAllowed';
import { landingSteps } from './landingSteps';
import { takeSteps } from './takeSteps';
import { collectVitals } from './vitals';
import { stepEvent, visitPageOf } from './visitPage';

/**
 * The page's part of the cookieless visit counting: the steps its load reports, then the steps
 * islands report, then its web vitals; nothing at all with Do Not Track or Global Privacy
 * Control. Nothing is stored in the browser: the server tells visitors apart by a daily salted
 * hash (docs/visit-counting.md).
 */
export function countVisit(): void {
  if (!countingAllowed()) return;
  const page = visitPageOf(window.location, document.documentElement);
  const steps = landingSteps(page, document.referrer);
  if (steps.length > 0) sendEvents(steps);
  takeSteps((step) => sendEvents([stepEvent(step, page)]));
  collectVitals(page, sendEvents);
}
