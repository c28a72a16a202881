// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, not in the frame itself', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const work = vi.fn();
    afterNextPaint(work);
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
