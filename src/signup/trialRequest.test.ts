import { describe, expect, it, vi } from 'vitest';
import { answerTrialRequests, requestTrialDialog } from './trialRequest';

describe('trial dialog requests', () => {
  it('is not taken when no page answers, so the caller follows its link', () => {
    expect(requestTrialDialog(new EventTarget())).toBe(false);
  });

  it('is taken by the page that answers, until it stops answering', () => {
    const target = new EventTarget();
    const open = vi.fn();
    const stop = answerTrialRequests(open, target);
    expect(requestTrialDialog(target)).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    expect(requestTrialDialog(target)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
