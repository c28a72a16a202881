// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadVisitCounting } from './loadVisitCounting';

const countVisit = vi.hoisted(() => vi.fn());
vi.mock('./countVisit', () => ({ countVisit }));

beforeEach(() => {
  vi.useFakeTimers();
  countVisit.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the counting', () => {
  it('waits for the first interaction and then for the idle browser, and happens once', async () => {
    loadVisitCounting();
    await vi.runAllTimersAsync();
    expect(countVisit).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointermove'));
    expect(countVisit).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(countVisit).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('keydown'));
    await vi.runAllTimersAsync();
    expect(countVisit).toHaveBeenCalledTimes(1);
  });
});
