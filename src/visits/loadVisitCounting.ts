import { onFirstInteraction } from '../components/ui/firstInteraction';
import { whenIdle } from '../integrations/whenIdle';

/**
 * Loads the counting (the beacon and web-vitals, about 4 kB gzip) once the visitor first moves,
 * touches, scrolls or types and the browser is then idle: the pages' JavaScript budgets, /pricing's
 * above all, have no room for it before anyone interacts. web-vitals reads the page's buffered
 * performance entries, so its load, paint and layout-shift figures are whole even so.
 */
export function loadVisitCounting(): void {
  onFirstInteraction(() =>
    whenIdle(() => void import('./countVisit').then(({ countVisit }) => countVisit())),
  );
}
