import { afterEach, describe, expect, it } from 'vitest';
import { enhanceFloatingTrialLink, FLOATING_LINK_SCROLL_THRESHOLD } from './showFloatingTrialLink';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => scrollTo(0));

describe('enhanceFloatingTrialLink', () => {
  it('shows the link only once the page is scrolled past 100 px', () => {
    expect(FLOATING_LINK_SCROLL_THRESHOLD).toBe(100);
    document.body.innerHTML = '<a href="/pricing" hidden data-floating-trial-link>Try</a>';
    const link = document.querySelector<HTMLElement>('[data-floating-trial-link]');
    enhanceFloatingTrialLink(document);
    expect(link?.hidden).toBe(true);
    scrollTo(100);
    expect(link?.hidden).toBe(true);
    scrollTo(101);
    expect(link?.hidden).toBe(false);
    scrollTo(40);
    expect(link?.hidden).toBe(true);
  });

  it('does nothing on a page without the link (/pricing)', () => {
    document.body.innerHTML = '<main></main>';
    expect(() => enhanceFloatingTrialLink(document)).not.toThrow();
  });
});
