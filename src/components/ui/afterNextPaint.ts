/**
 * Runs `work` in a task after the next frame has been painted. At a page's start that is the
 * first paint: a page's deferred script runs as soon as the stylesheet has arrived, the very
 * moment the browser would paint, and work done there puts that paint off on a slow phone
 * (docs/islands.md). After a tap, it leaves the tap's own frame with only what the tap shows.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
