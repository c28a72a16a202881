import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLevelIndex } from '../../../content/pricing';
import {
  choosePlan,
  currentPlanChoice,
  defaultPlanChoice,
  subscribeToPlanChoice,
} from './planChoice';

afterEach(() => choosePlan(defaultPlanChoice));

describe('plan choice', () => {
  it('starts monthly at the third level', () => {
    expect(currentPlanChoice()).toEqual({ period: 'monthly', levelIndex: defaultLevelIndex });
    expect(defaultLevelIndex).toBe(2);
  });

  it('keeps the part not changed and tells every subscriber once per change', () => {
    const listener = vi.fn();
    const stop = subscribeToPlanChoice(listener);
    choosePlan({ period: 'annual' });
    choosePlan({ levelIndex: 7 });
    choosePlan({ levelIndex: 7 });
    expect(currentPlanChoice()).toEqual({ period: 'annual', levelIndex: 7 });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    choosePlan({ levelIndex: 0 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
