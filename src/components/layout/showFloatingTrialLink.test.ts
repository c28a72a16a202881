// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceFloatingTrialLink } from './showFloatingTrialLink';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

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

  static show(target: Element | null, isIntersecting: boolean): void {
    const observer = ScriptedObserver.all.find((candidate) =>
      candidate.targets.includes(target as Element),
    );
    observer?.callback([{ target: target as Element, isIntersecting }]);
  }
}

afterEach(() => {
  scrollTo(0);
  vi.unstubAllGlobals();
  ScriptedObserver.all = [];
});

const floatingLink = () => document.querySelector<HTMLElement>('[data-floating-trial-link]');

describe('enhanceFloatingTrialLink', () => {
  it('shows the link only once the page is scrolled past 100 px', () => {
    document.body.innerHTML = '<a href="/pricing" hidden data-floating-trial-link>Try</a>';
    enhanceFloatingTrialLink(document);
    expect(floatingLink()?.hidden).toBe(true);
    scrollTo(100);
    expect(floatingLink()?.hidden).toBe(true);
    scrollTo(101);
    expect(floatingLink()?.hidden).toBe(false);
    scrollTo(40);
    expect(floatingLink()?.hidden).toBe(true);
  });

  it("steps aside while one of the page's calls to action is in view", () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    document.body.innerHTML = `
      <main><a href="/pricing" data-call-to-action>Try</a><a href="/x" data-call-to-action>Apply</a></main>
      <footer></footer>
      <a href="/pricing" hidden data-floating-trial-link>Try</a>`;
    const [first, second] = document.querySelectorAll('[data-call-to-action]');
    enhanceFloatingTrialLink(document);
    scrollTo(400);
    expect(floatingLink()?.hidden).toBe(false);
    ScriptedObserver.show(first ?? null, true);
    expect(floatingLink()?.hidden).toBe(true);
    ScriptedObserver.show(second ?? null, true);
    ScriptedObserver.show(first ?? null, false);
    expect(floatingLink()?.hidden).toBe(true);
    ScriptedObserver.show(second ?? null, false);
    expect(floatingLink()?.hidden).toBe(false);
  });

  it('hides as the footer comes within half a screen below the viewport', () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    document.body.innerHTML =
      '<main></main><footer></footer><a href="/pricing" hidden data-floating-trial-link>Try</a>';
    enhanceFloatingTrialLink(document);
    const footer = document.querySelector('footer');
    const footerObserver = ScriptedObserver.all.find((observer) =>
      observer.targets.includes(footer as Element),
    );
    expect(footerObserver?.options.rootMargin).toBe('0px 0px 50% 0px');
    scrollTo(900);
    expect(floatingLink()?.hidden).toBe(false);
    ScriptedObserver.show(footer, true);
    expect(floatingLink()?.hidden).toBe(true);
    scrollTo(950);
    expect(floatingLink()?.hidden).toBe(true);
  });

  it('does nothing on a page without the link (/pricing)', () => {
    document.body.innerHTML = '<main></main>';
    expect(() => enhanceFloatingTrialLink(document)).not.toThrow();
  });
});
