import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPlan } from '../../shared/facts/plan';
import { choosePlan, chosenPlan, onPlanChange } from './planChoice';

afterEach(() => choosePlan(defaultPlan));

describe('plan choice', () => {
  it('starts monthly at Standard, the level the pricing page opens on', () => {
    expect(chosenPlan()).toEqual({ billing: 'monthly', level: 'standard', currency: 'USD' });
  });

  it('tells every listener once per change, and no more once it stops listening', () => {
    const listener = vi.fn();
    const stop = onPlanChange(listener);
    choosePlan({ ...chosenPlan(), billing: 'annual' });
    choosePlan({ ...chosenPlan(), level: 'ultimate' });
    choosePlan({ ...chosenPlan(), level: 'ultimate' });
    expect(chosenPlan()).toEqual({ billing: 'annual', level: 'ultimate', currency: 'USD' });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    choosePlan(defaultPlan);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
