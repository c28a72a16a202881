/**
 * Runs `work` once the page has loaded and painted its first content, so that nothing it loads
 * or runs competes with the first paint. Paint timing is read from the browser's own record
 * (not from timers or animation frames, which a hidden tab or a test clock may hold back); a
 * browser without it waits for the load event alone.
 */
export function afterFirstPaint(work: () => void, win: Window & typeof globalThis = window): void {
  const loaded = new Promise<void>((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
    if (!Observer?.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  void Promise.all([loaded, painted]).then(work);
}
