import { useEffect, useLayoutEffect } from 'react';
import type { Currency } from '../../../../shared/facts/currencies';
import { planFromSearch, planSearch } from '../../../../shared/facts/plan';
import { choosePlan, chosenPlan, onPlanChange } from '../../../signup/planChoice';

/**
 * Keeps the chosen plan in the page's address (`/pricing?billing=annual&level=11&currency=EUR`),
 * so Back, reload, a shared link and the checkout's way back all show it. The build's HTML shows
 * the default plan in the page's currency (`pageCurrency`, which our server chose from the same
 * address); the address's plan applies as the island hydrates, before the browser paints again.
 * A page restored from the back/forward cache reads its address once more.
 */
export function usePlanInAddress(pageCurrency: Currency): void {
  useLayoutEffect(() => showAddressPlan(pageCurrency), [pageCurrency]);
  useEffect(() => {
    const writeAddress = () => {
      const { pathname, search, hash } = window.location;
      const next = `${pathname}?${planSearch(chosenPlan(), search)}${hash}`;
      window.history.replaceState(window.history.state, '', next);
      showPlanInCurrencyLinks();
    };
    showPlanInCurrencyLinks();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) showAddressPlan(pageCurrency);
    };
    const stopWriting = onPlanChange(writeAddress);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stopWriting();
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [pageCurrency]);
}

/** The page's currency links (CurrencyChoice.tsx) lead to the chosen plan in their currency. */
function showPlanInCurrencyLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-currency]')) {
    const currency = link.dataset.currency as Currency;
    link.setAttribute('href', `?${planSearch({ ...chosenPlan(), currency }, location.search)}`);
  }
}

function showAddressPlan(pageCurrency: Currency): void {
  choosePlan(planFromSearch(window.location.search, pageCurrency));
}
