// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceFloatingTrialLink } from './showFloatingTrialLink';

/** Scrolls and waits for the frame in which the link is updated. */
async function scrollTo(y: number): Promise<void> {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await nextFrame();
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** An IntersectionObserver the test drives: it says which watched element enters or leaves. */
class ScriptedObserver {
  static all: ScriptedObserver[] = [];
  readonly targets: Element[] = [];

  constructor(
    private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    ScriptedObserver.all.push(this);
  }

  observe(target: Element): void {
    this.targets.push(target);
  }

  static async show(target: Element | null, isIntersecting: boolean): Promise<void> {
    const observer = ScriptedObserver.all.find((candidate) =>
      candidate.targets.includes(target as Element),
    );
    observer?.callback([{ target: target as Element, isIntersecting }]);
    await nextFrame();
  }
}

afterEach(async () => {
  await scrollTo(0);
  vi.unstubAllGlobals();
  ScriptedObserver.all = [];
});

const floatingLink = () => document.querySelector<HTMLElement>('[data-floating-trial-link]');

describe('enhanceFloatingTrialLink', () => {
  it('shows the link only once the page is scrolled past 100 px', async () => {
    document.body.innerHTML = '<a href="/pricing" hidden data-floating-trial-link>Try</a>';
    enhanceFloatingTrialLink(document);
    expect(floatingLink()?.hidden).toBe(true);
    await scrollTo(100);
    expect(floatingLink()?.hidden).toBe(true);
    await scrollTo(101);
    expect(floatingLink()?.hidden).toBe(false);
    await scrollTo(40);
    expect(floatingLink()?.hidden).toBe(true);
  });

  it("steps aside while one of the page's calls to action is in view", async () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    document.body.innerHTML = `
      <main><a href="/pricing" data-call-to-action>Try</a><a href="/x" data-call-to-action>Apply</a></main>
      <footer></footer>
      <a href="/pricing" hidden data-floating-trial-link>Try</a>`;
    const [first, second] = document.querySelectorAll('[data-call-to-action]');
    enhanceFloatingTrialLink(document);
    await scrollTo(400);
    expect(floatingLink()?.hidden).toBe(false);
    await ScriptedObserver.show(first ?? null, true);
    expect(floatingLink()?.hidden).toBe(true);
    await ScriptedObserver.show(second ?? null, true);
    await ScriptedObserver.show(first ?? null, false);
    expect(floatingLink()?.hidden).toBe(true);
    await ScriptedObserver.show(second ?? null, false);
    expect(floatingLink()?.hidden).toBe(false);
  });

  it('hides as the footer comes within half a screen below the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    document.body.innerHTML =
      '<main></main><footer></footer><a href="/pricing" hidden data-floating-trial-link>Try</a>';
    enhanceFloatingTrialLink(document);
    const footer = document.querySelector('footer');
    const footerObserver = ScriptedObserver.all.find((observer) =>
      observer.targets.includes(footer as Element),
    );
    expect(footerObserver?.options.rootMargin).toBe('0px 0px 50% 0px');
    await scrollTo(900);
    expect(floatingLink()?.hidden).toBe(false);
    await ScriptedObserver.show(footer, true);
    expect(floatingLink()?.hidden).toBe(true);
    await scrollTo(950);
    expect(floatingLink()?.hidden).toBe(true);
  });

  it('does nothing on a page without the link (/pricing)', async () => {
    document.body.innerHTML = '<main></main>';
    expect(() => enhanceFloatingTrialLink(document)).not.toThrow();
  });
});
