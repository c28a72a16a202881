import { useEffect, useLayoutEffect } from 'react';
import { planFromSearch, planSearch } from '../../../../shared/facts/plan';
import { choosePlan, chosenPlan, onPlanChange } from '../../../signup/planChoice';

const showAddressPlan = () => choosePlan(planFromSearch(window.location.search));

/**
 * Keeps the chosen plan in the page's address (`/pricing?billing=annual&level=11`), so Back,
 * reload, a shared link and the checkout's way back all show it. The build's HTML shows the
 * default plan; the address's plan applies as the island hydrates, before the browser paints
 * again. A page restored from the back/forward cache reads its address once more.
 */
export function usePlanInAddress(): void {
  useLayoutEffect(showAddressPlan, []);
  useEffect(() => {
    const writeAddress = () => {
      const { pathname, search, hash } = window.location;
      const next = `${pathname}?${planSearch(chosenPlan(), search)}${hash}`;
      window.history.replaceState(window.history.state, '', next);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) showAddressPlan();
    };
    const stopWriting = onPlanChange(writeAddress);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stopWriting();
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}
