// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportStep } from './reportStep';
import { takeSteps } from './takeSteps';

afterEach(() => {
  delete window.visitSteps;
});

describe('steps reported before and after the counting loads', () => {
  it('wait on the window until the counting takes them, then pass on at once', () => {
    reportStep('trial_dialog');
    reportStep('trial_dialog');
    const take = vi.fn();
    takeSteps(take);
    expect(take.mock.calls).toEqual([['trial_dialog'], ['trial_dialog']]);

    reportStep('trial_dialog');
    expect(take).toHaveBeenCalledTimes(3);
  });

  it('pass nothing on when none were reported', () => {
    const take = vi.fn();
    takeSteps(take);
    expect(take).not.toHaveBeenCalled();
  });
});
