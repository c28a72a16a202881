// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('runs the work in a task after the next frame, not in the frame itself', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const work = vi.fn();
    afterFirstPaint(work);
    expect(work).not.toHaveBeenCalled();

    const frame = vi.fn();
    requestAnimationFrame(() => frame(work.mock.calls.length));
    vi.advanceTimersToNextFrame();
    expect(frame).toHaveBeenCalledWith(0);
    expect(work).not.toHaveBeenCalled();

    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
