import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast, showToast, subscribeToToasts } from './ToasterStore';

afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('toast queue', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    vi.useFakeTimers();
    showToast({ title: 'First' });
    const second = showToast({ title: 'Second' });
    expect(currentToasts()).toEqual([{ id: second, title: 'Second', open: true }]);
  });

  it('keeps a dismissed toast, closed, for 1,000,000 ms before removing it', () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = showToast({ title: 'Offline', tone: 'error' });
    dismissToast(id);
    expect(currentToasts()).toEqual([{ id, title: 'Offline', tone: 'error', open: false }]);
    vi.advanceTimersByTime(999_999);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
