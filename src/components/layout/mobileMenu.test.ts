// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { enhanceMobileMenu } from './mobileMenu';

function toggleEvent(newState: 'open' | 'closed'): Event {
  return Object.assign(new Event('toggle'), { newState });
}

const header = `
  <button data-menu-toggle aria-controls="menu" aria-expanded="false" aria-label="Open menu"
    data-open-label="Open menu" data-close-label="Close menu"></button>
  <nav id="menu" popover></nav>`;

describe('enhanceMobileMenu', () => {
  beforeEach(() => {
    document.body.innerHTML = header;
    enhanceMobileMenu(document);
  });

  const toggle = () => document.querySelector('[data-menu-toggle]');
  const menu = () => document.getElementById('menu');

  it('names the toggle "Close menu" and marks it expanded while the menu is open', () => {
    menu()?.dispatchEvent(toggleEvent('open'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-label', 'Close menu');
  });

  it('goes back to "Open menu" when the browser closes the menu (Escape, a click outside)', () => {
    menu()?.dispatchEvent(toggleEvent('open'));
    menu()?.dispatchEvent(toggleEvent('closed'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-label', 'Open menu');
  });

  it('shows the menu as open when a tap opened it before the page was enhanced', () => {
    document.body.innerHTML = header;
    const early = menu();
    if (!early) throw new Error('no menu');
    // jsdom cannot open a popover: the state is the one the browser reports.
    early.matches = (selector: string) => selector === ':popover-open';
    enhanceMobileMenu(document);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAttribute('aria-label', 'Close menu');
  });
});
