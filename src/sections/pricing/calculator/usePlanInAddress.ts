import { useEffect, useLayoutEffect } from 'react';
import { planFromSearch, planSearch } from '../../../../shared/facts/plan';
import { choosePlan, chosenPlan, onPlanChange } from '../../../signup/planChoice';

const showAddressPlan = () => choosePlan(planFromSearch(window.location.search));

/**
 * Keeps the chosen plan in the page's address (`/pricing?billing=annual&level=11`), so Back,
 * reload, a shared link and the checkout's way back all show it. The build's HTML shows the
 * default plan; the address's plan applies as the island hydrates, before the browser paints
 * again. A page restored from the back/forward cache reads its address once more.
 *
 * The address is written once the frame that shows a change has been painted, and once for
 * several changes in a row: `replaceState` costs about 10 ms on a mid phone, time a tap on the
 * billing switch would otherwise wait for.
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
    let pending = 0;
    const writeSoon = () => {
      pending ||= requestAnimationFrame(() =>
        setTimeout(() => {
          pending = 0;
          writeAddress();
        }),
      );
    };
    const stopWriting = onPlanChange(writeSoon);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelAnimationFrame(pending);
      stopWriting();
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}
