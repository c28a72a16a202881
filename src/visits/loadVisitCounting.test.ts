// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Called each time the counting's chunk runs, that is each time it counts the page. */
const counted = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  counted.mockClear();
  // A listener left by an earlier test's loader may still load the real chunk, which sends.
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
  vi.doMock('./startCounting', () => {
    counted();
    return {};
  });
});

afterEach(async () => {
  // A load still waiting for its frame runs now, while the chunk is mocked: later, after the
  // test file, it would import the real counting into a torn-down page.
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

async function loadCounting() {
  const { loadVisitCounting } = await import('./loadVisitCounting');
  const { afterNextPaint } = await import('../components/ui/scheduling');
  loadVisitCounting(
    (run) => window.addEventListener('pointerdown', run, { once: true }),
    afterNextPaint,
  );
}

describe('loading the counting', () => {
  it('needs no interaction: it loads once the browser is idle, and counts once', async () => {
    await loadCounting();
    expect(counted).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(counted).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('pointerdown'));
    await vi.runAllTimersAsync();
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the visitor acts before the browser was idle, and counts once', async () => {
    await loadCounting();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(counted).toHaveBeenCalledTimes(1));

    await vi.runAllTimersAsync();
    expect(counted).toHaveBeenCalledTimes(1);
  });
});
