/**
 * Runs `work` in a task after the next frame: at a page's start, once its first paint is done.
 * A page's deferred script runs as soon as the stylesheet has arrived, the very moment the browser
 * would paint; work done there puts the first paint off on a slow phone (docs/islands.md).
 */
export function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
