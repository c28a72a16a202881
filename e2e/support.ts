import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Collects console errors and warnings and uncaught page errors (React reports hydration mismatches there). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * With E2E_SCREENSHOTS=1, pictures for a person to look at land in e2e/screenshots/ (full-page
 * unless told otherwise). They are compared with nothing, so a normal run skips taking them.
 */
export async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync('e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage });
}

/** Turns a route path into a file-name-safe label: "/" -> "home", "/case/x" -> "case-x". */
export function routeLabel(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
}

/**
 * Waits until every island of the page has hydrated (Astro removes an island's `ssr` attribute
 * then).
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
}

/**
 * Opens a page and waits until it answers every click: islands hydrated, and the layout's script
 * (loaded once the page has painted) done with its idle work, which installs window.trialSignup
 * and keeps the visit's attribution.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
  await page.waitForFunction(() => 'trialSignup' in window);
}

/**
 * Puts the site's font in the browser's cache, where a visit's every page after its first finds
 * it. The font is `font-display: optional`: a first page whose font arrives after the browser's
 * short wait (on a busy machine, even from here) keeps the fallback font, by design
 * (docs/decisions.md, "The first screen"), and its picture would not be the approved one.
 */
export async function cacheTheFont(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
}

/**
 * The layout shift a page has had so far, half a second after it is asked, of anything but the
 * header's own boxes. A busy browser may lay a page out before it has read the whole header: the
 * language switcher and the trial button then arrive a moment later and the header's links move
 * over to make room. That is the header being read, whatever the page holds below it; a hint
 * that pushed the page down would move the content, which is counted.
 */
export const layoutShiftBelowHeader = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const inHeader = (node: Node | null) =>
          (node instanceof Element ? node : node?.parentElement)?.closest('header') != null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node: Node | null }[];
          })[]) {
            if (!entry.sources.every(({ node }) => inHeader(node))) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

/**
 * Keeps the site's font from this page's loads, so the page is laid out once, in the fallback.
 * With `font-display: optional`, a font that lands during the browser's short wait lays the page
 * out again with its own widths, even from the cache on a busy machine; a test of what another
 * part of the page moves measures that part alone this way. The font's own first-visit
 * behaviour is measured by `npm run bench`.
 */
export async function withoutTheFont(page: Page): Promise<void> {
  await page.route(/\.woff2$/, (route) => route.abort());
}

/**
 * Renders the whole page now, as scrolling through would: every lazily loaded image loads, and
 * every section that renders only near the viewport renders (a full-page picture does not bring
 * it near). For full-page pictures.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.locator('img[loading="lazy"]').evaluateAll(async (images) => {
    const all = images as HTMLImageElement[];
    for (const image of all) image.loading = 'eager';
    await Promise.all(all.map((image) => image.decode().catch(() => undefined)));
  });
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** The paths the sitemap lists, found the way a crawler does: robots.txt, index, sitemaps. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const robots = await (await request.get('/robots.txt')).text();
  const index = robots.match(/^Sitemap: (\S+)$/m)?.[1];
  if (!index) throw new Error('robots.txt names no sitemap.');
  const locations = async (url: string) =>
    [
      ...(await (await request.get(new URL(url).pathname)).text()).matchAll(/<loc>(.*?)<\/loc>/g),
    ].map((match) => match[1] ?? '');
  const sitemaps = await locations(index);
  const pages = await Promise.all(sitemaps.map(locations));
  return pages.flat().map((url) => new URL(url).pathname);
}

/**
 * Scrolls the window to `top` and resolves once the page has handled the scroll: a listener added
 * now runs after the page's own scroll listeners.
 */
export async function scrollAndSettle(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === y) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, y);
      }),
    top,
  );
}
