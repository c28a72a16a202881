import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint';

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver the test drives: it reports paint entries when told to. */
class ScriptedPaintObserver {
  static supportedEntryTypes = ['paint'];
  static last: ScriptedPaintObserver | undefined;
  disconnected = false;
  observed: PerformanceObserverInit | undefined;

  constructor(private readonly callback: PaintCallback) {
    ScriptedPaintObserver.last = this;
  }

  observe(options: PerformanceObserverInit): void {
    this.observed = options;
  }

  disconnect(): void {
    this.disconnected = true;
  }

  report(...names: string[]): void {
    this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  }
}

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  setReadyState('complete');
  ScriptedPaintObserver.last = undefined;
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the load event and the first contentful paint, whichever comes last', async () => {
    vi.stubGlobal('PerformanceObserver', ScriptedPaintObserver);
    setReadyState('interactive');
    const work = vi.fn();
    afterFirstPaint(work);
    const observer = ScriptedPaintObserver.last;
    expect(observer?.observed).toEqual({ type: 'paint', buffered: true });

    observer?.report('first-paint');
    await settle();
    expect(work).not.toHaveBeenCalled();

    observer?.report('first-contentful-paint');
    await settle();
    expect(observer?.disconnected).toBe(true);
    expect(work).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await settle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs at once on a page that has loaded and painted already', async () => {
    vi.stubGlobal('PerformanceObserver', ScriptedPaintObserver);
    const work = vi.fn();
    afterFirstPaint(work);
    ScriptedPaintObserver.last?.report('first-contentful-paint');
    await settle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for the load event alone where the browser keeps no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    setReadyState('loading');
    const work = vi.fn();
    afterFirstPaint(work);
    await settle();
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(work).toHaveBeenCalledOnce();
  });
});
