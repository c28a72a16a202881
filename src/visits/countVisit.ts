import { sendEvents } from './beacon';
import { countingAllowed } from './countingAllowed';
import { pageLoadSteps } from './pageLoadSteps';
import { takeSteps } from './takeSteps';
import { pageFields, stepEvent, visitPageOf } from './visitPage';

/**
 * The page's part of the cookieless visit counting: the steps its load reports, sent at once,
 * then the steps islands report; once the page has loaded, web-vitals (its own chunk, most of the
 * counting's bytes) and the page's vitals. Nothing at all with Do Not Track or Global Privacy
 * Control. Nothing is stored in the browser: the server tells visitors apart by a daily salted
 * hash (docs/visit-counting.md).
 */
export function countVisit(): void {
  if (!countingAllowed()) return;
  const page = visitPageOf(window.location, document.documentElement);
  sendEvents(pageLoadSteps(page, document.referrer));
  takeSteps((step) => sendEvents([stepEvent(step, page)]));
  const collect = () =>
    void import('./vitals').then((vitals) =>
      vitals.collectVitals(() => pageFields(page), sendEvents),
    );
  if (document.readyState === 'complete') collect();
  else addEventListener('load', collect);
}
