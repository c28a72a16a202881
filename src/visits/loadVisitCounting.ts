/**
 * Loads the counting (src/visits/startCounting.ts) with no interaction needed, as soon as the
 * page has painted (the layout's `afterNextPaint`). Not later, when the browser is idle: a busy
 * phone can put that off for seconds, and a visitor who taps "Pricing" meanwhile would leave
 * before the visit was sent. It is about 1 kB and comes after the first paint, so it takes nothing
 * from it; web-vitals, most of the counting's bytes, follows only after the load event. A visitor
 * who acts before the first frame was done starts it there and then: the layout says when that is.
 */
export function loadVisitCounting(
  onFirstInteraction: (run: () => void) => void,
  afterNextPaint: (run: () => void) => void,
): void {
  const load = () => void import('./startCounting');
  onFirstInteraction(load);
  afterNextPaint(load);
}
