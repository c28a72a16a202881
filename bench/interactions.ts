/**
 * How the pricing page answers a visitor's hand on a mid-range phone: the network slowed to
 * Lighthouse's slow 4G and the CPU four times slower, in Chromium through the DevTools protocol.
 * Each run opens the page in a fresh context (nothing cached), waits until the calculator has
 * hydrated and the browser is idle, then taps as a finger does:
 *
 * - **tap to dialog**: from the trial button's `pointerdown` to the first frame that shows the
 *   open dialog;
 * - **longest interaction**: the longest Event Timing entry (input to the next paint, the figure
 *   Interaction to Next Paint is made of) of a tap on the billing switch, a tap on a level step,
 *   the slider moved with the keyboard, and the tap that opens the dialog.
 *
 * Every figure is the median of the runs, per page and per build.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { median } from './lighthouse';

/** Lighthouse's slow 4G as DevTools applies it, and its 4× CPU slowdown. */
export const phoneConditions = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (607.5 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

const interactions = ['billing', 'levelStep', 'sliderKey', 'openDialog'] as const;
export type PricingInteraction = (typeof interactions)[number];

export interface InteractionSample {
  tapToDialogMs: number;
  /** The longest Event Timing entry per interaction, in ms (0: none reached 16 ms). */
  longestMs: Record<PricingInteraction, number>;
}

/** One page of one build to measure. */
export interface InteractionTarget {
  build: string;
  route: string;
  url: string;
}

export interface InteractionFigures {
  build: string;
  route: string;
  runs: number;
  tapToDialogMs: number;
  tapToDialogRunsMs: number[];
  longestMs: Record<PricingInteraction, number>;
  /** The longest of the four. */
  longestInteractionMs: number;
  failures: string[];
}

/** Opens the page under phone conditions and waits until it answers (islands hydrated, idle). */
async function openAsPhone(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneConditions.latencyMs,
    downloadThroughput: phoneConditions.downloadBytesPerSecond,
    uploadThroughput: phoneConditions.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneConditions.cpuSlowdown });
  // Every Event Timing entry of 16 ms or more, kept for the bench to read.
  await page.addInitScript(() => {
    const entries: { name: string; duration: number; startTime: number }[] = [];
    Object.assign(window, { benchEvents: entries });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        entries.push({ name: entry.name, duration: entry.duration, startTime: entry.startTime });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await page.goto(url, { timeout: 120_000 });
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null, null, {
    timeout: 120_000,
  });
  await page.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5_000 })),
  );
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  return { page, close: () => context.close() };
}

/** The longest Event Timing entry that started at or after `since`, in ms. */
async function longestSince(page: Page, since: number): Promise<number> {
  // An entry is reported after the frame it led to; give it two frames and a moment.
  await page.waitForTimeout(400);
  return page.evaluate((start) => {
    const entries = (
      window as unknown as { benchEvents: { duration: number; startTime: number }[] }
    ).benchEvents;
    return Math.max(
      0,
      ...entries.filter((entry) => entry.startTime >= start).map((e) => e.duration),
    );
  }, since);
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** Records the tap's `pointerdown` and the first animation frame that finds the dialog open. */
const watchForDialog = `(() => {
  const state = { tapAt: 0, shownAt: 0 };
  window.benchDialog = state;
  window.addEventListener('pointerdown', (event) => { state.tapAt = event.timeStamp; }, { capture: true, once: true });
  requestAnimationFrame(function watch() {
    const dialog = document.querySelector('[role="dialog"], dialog[open]');
    const box = dialog && dialog.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) state.shownAt = performance.now();
    else requestAnimationFrame(watch);
  });
})()`;

/** Taps the element's middle, as a finger does: touch start, touch end, then the click. */
async function tap(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  await target.tap();
}

/** One run on one page: the three calculator interactions, then the dialog. */
async function runOnce(browser: Browser, url: string): Promise<InteractionSample> {
  const { page, close } = await openAsPhone(browser, url);
  try {
    const longestMs = {} as Record<PricingInteraction, number>;
    let since = await now(page);
    await tap(page, 'input[name="billing-period"][value="annual"] >> xpath=..');
    longestMs.billing = await longestSince(page, since);

    since = await now(page);
    await tap(page, '[role="group"] .level-step:nth-child(5) button');
    longestMs.levelStep = await longestSince(page, since);

    since = await now(page);
    await page.locator('input[type="range"]').focus();
    await page.keyboard.press('ArrowRight');
    longestMs.sliderKey = await longestSince(page, since);

    // The dialog's first frame on screen, watched from the page itself (a string: the bench runs
    // under tsx, whose named functions the page would not understand).
    await page.evaluate(watchForDialog);
    since = await now(page);
    await tap(page, 'article [data-trial]');
    await page.waitForFunction(
      () => (window as unknown as { benchDialog: { shownAt: number } }).benchDialog.shownAt > 0,
      null,
      { timeout: 30_000 },
    );
    longestMs.openDialog = await longestSince(page, since);
    const { tapAt, shownAt } = await page.evaluate(
      () => (window as unknown as { benchDialog: { tapAt: number; shownAt: number } }).benchDialog,
    );
    return { tapToDialogMs: shownAt - tapAt, longestMs };
  } finally {
    await close();
  }
}

/** `runs` runs of every target, the targets interleaved in each round; medians per target. */
export async function measureInteractions(
  targets: readonly InteractionTarget[],
  runs: number,
  log: (line: string) => void,
): Promise<InteractionFigures[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const samples = targets.map(() => [] as InteractionSample[]);
  const failures = targets.map(() => [] as string[]);
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, target] of targets.entries()) {
        try {
          const sample = await runOnce(browser, target.url);
          samples[index]?.push(sample);
          log(
            `  run ${run} ${target.build.padEnd(8)} ${target.route.padEnd(12)} tap to dialog ${Math.round(sample.tapToDialogMs)} ms, longest ${interactions.map((name) => `${name} ${Math.round(sample.longestMs[name])}`).join(', ')} ms`,
          );
        } catch (error) {
          failures[index]?.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
  } finally {
    await browser.close();
  }
  return targets.map(({ build, route }, index) => {
    const list = samples[index] ?? [];
    const longestMs = Object.fromEntries(
      interactions.map((name) => [name, median(list.map((sample) => sample.longestMs[name]))]),
    ) as Record<PricingInteraction, number>;
    return {
      build,
      route,
      runs: list.length,
      tapToDialogMs: median(list.map((sample) => sample.tapToDialogMs)),
      tapToDialogRunsMs: list.map((sample) => Math.round(sample.tapToDialogMs)),
      longestMs,
      longestInteractionMs: Math.max(...Object.values(longestMs)),
      failures: failures[index] ?? [],
    };
  });
}
