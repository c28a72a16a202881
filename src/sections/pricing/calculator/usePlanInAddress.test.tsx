// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPlan } from '../../../../shared/facts/plan';
import { choosePlan, chosenPlan } from '../../../signup/planChoice';
import { usePlanInAddress } from './usePlanInAddress';

const visit = (address: string) => window.history.replaceState(null, '', address);

beforeEach(() => visit('/pricing'));
afterEach(() => {
  cleanup();
  choosePlan(defaultPlan);
  visit('/');
});

describe('the plan in the address', () => {
  it("keeps the page's currency unless the address names another", () => {
    visit('/de/pricing?billing=annual&level=11');
    renderHook(() => usePlanInAddress('EUR'));
    expect(chosenPlan().currency).toBe('EUR');
    visit('/de/pricing?billing=annual&level=11&currency=gbp');
    renderHook(() => usePlanInAddress('EUR'));
    expect(chosenPlan().currency).toBe('GBP');
  });

  it("shows the address's plan as the calculator hydrates", () => {
    visit('/pricing?billing=annual&level=11');
    renderHook(() => usePlanInAddress('USD'));
    expect(chosenPlan()).toEqual({ billing: 'annual', level: 'ultimate', currency: 'USD' });
  });

  it('writes every choice back into the address, keeping the rest of it', () => {
    visit('/pricing?utm_source=mail#calculator');
    renderHook(() => usePlanInAddress('USD'));
    act(() => choosePlan({ billing: 'annual', level: 'basic', currency: 'USD' }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/pricing?utm_source=mail&billing=annual&level=2&currency=USD#calculator',
    );
  });

  it('reads the address again when the page comes back from the back/forward cache', () => {
    renderHook(() => usePlanInAddress('USD'));
    choosePlan({ billing: 'monthly', level: 'starter', currency: 'USD' });
    visit('/pricing?billing=annual&level=4');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(chosenPlan()).toEqual({ billing: 'annual', level: 'professional', currency: 'USD' });
  });

  it('leaves the plan alone on an ordinary page show', () => {
    renderHook(() => usePlanInAddress('USD'));
    act(() => choosePlan({ billing: 'monthly', level: 'starter', currency: 'USD' }));
    visit('/pricing?billing=annual&level=4');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(chosenPlan()).toEqual({ billing: 'monthly', level: 'starter', currency: 'USD' });
  });

  it('stops writing once the calculator is gone', () => {
    const { unmount } = renderHook(() => usePlanInAddress('USD'));
    unmount();
    choosePlan({ billing: 'annual', level: 'elite', currency: 'USD' });
    expect(window.location.search).toBe('');
  });
});
