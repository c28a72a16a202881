/** The floating trial link appears once the page is scrolled past 100 px. */
const FLOATING_LINK_SCROLL_THRESHOLD = 100;

/**
 * What the link steps aside for: the page's own calls to action and its footer. They count from
 * half a screen below the viewport, so the page's last paragraph has scrolled clear of the link's
 * corner before the footer lets it come back, and a call to action never appears under it.
 */
export const STEPS_ASIDE_FOR = '[data-call-to-action], footer';
const STEPS_ASIDE_MARGIN = '0px 0px 50% 0px';

/** The clear space kept between the link and any line of text, in CSS pixels. */
const TEXT_CLEARANCE = 4;

/** Text lines are measured again after this long, or when the page's size changes. */
const TEXT_LINES_TTL_MS = 1000;

type Box = { top: number; bottom: number; left: number; right: number };

/**
 * Every line of text in the page's flow, in page coordinates. The header (it sticks to the top,
 * far from the link) and the link itself are left out, and so is text laid out for screen
 * readers only (a box of a pixel or less).
 */
export function textLines(doc: Document, link: HTMLElement): Box[] {
  const view = doc.defaultView;
  const lines: Box[] = [];
  if (!view) return lines;
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.textContent?.trim() &&
      !link.contains(node) &&
      !node.parentElement?.closest('header, template, script, style')
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  });
  const range = doc.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width <= 1 || rect.height <= 1) continue;
      lines.push({
        top: rect.top + view.scrollY,
        bottom: rect.bottom + view.scrollY,
        left: rect.left + view.scrollX,
        right: rect.right + view.scrollX,
      });
    }
  }
  return lines;
}

/** Whether the link, where it is now, would lie over (or within 4 px of) a line of text. */
function coversText(link: HTMLElement, lines: () => readonly Box[], view: Window): boolean {
  const own = link.getBoundingClientRect();
  if (own.width === 0) return false;
  const top = own.top + view.scrollY - TEXT_CLEARANCE;
  const bottom = own.bottom + view.scrollY + TEXT_CLEARANCE;
  const left = own.left + view.scrollX - TEXT_CLEARANCE;
  const right = own.right + view.scrollX + TEXT_CLEARANCE;
  return lines().some(
    (line) => line.left < right && left < line.right && line.top < bottom && top < line.bottom,
  );
}

/**
 * Shows the floating trial link past 100 px of scroll, except while one of the page's own calls
 * to action is in view (two look-alike buttons, one half hidden, would compete), the end of the
 * page is near, or it would cover words: it is never laid over text, only over space between
 * (it stays while it has keyboard focus). Where IntersectionObserver is missing only the scroll
 * and text rules apply.
 */
export function enhanceFloatingTrialLink(doc: Document = document): void {
  const link = doc.querySelector<HTMLElement>('[data-floating-trial-link]');
  const view = doc.defaultView;
  if (!link || !view) return;
  const inView = new Set<Element>();
  let lines: Box[] | undefined;
  let measuredAt = 0;
  const currentLines = () => {
    if (!lines || performance.now() - measuredAt > TEXT_LINES_TTL_MS) {
      lines = textLines(doc, link);
      measuredAt = performance.now();
    }
    return lines;
  };
  const update = () => {
    link.hidden = view.scrollY <= FLOATING_LINK_SCROLL_THRESHOLD || inView.size > 0;
    if (link.hidden) return;
    const keep = link.matches(':focus') || !coversText(link, currentLines, view);
    link.style.visibility = keep ? '' : 'hidden';
  };
  let scheduled = false;
  const scheduleUpdate = () => {
    if (scheduled) return;
    scheduled = true;
    view.requestAnimationFrame(() => {
      scheduled = false;
      update();
    });
  };
  if ('IntersectionObserver' in view) {
    const observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target);
          else inView.delete(entry.target);
        }
        scheduleUpdate();
      },
      { rootMargin: STEPS_ASIDE_MARGIN },
    );
    for (const target of doc.querySelectorAll(STEPS_ASIDE_FOR)) observer.observe(target);
  }
  if ('ResizeObserver' in view) {
    new view.ResizeObserver(() => {
      lines = undefined;
      scheduleUpdate();
    }).observe(doc.body);
  }
  update();
  view.addEventListener('scroll', scheduleUpdate, { passive: true });
}
