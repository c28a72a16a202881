// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceScrollButtons, renderDeferredPartsAbove } from './scrollToTarget';

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }));
}

afterEach(() => vi.unstubAllGlobals());

describe('enhanceScrollButtons', () => {
  function setup() {
    document.body.innerHTML = `
      <button data-scroll-to="how-it-works">Watch Demo</button>
      <div id="how-it-works" tabindex="-1"></div>`;
    const target = document.getElementById('how-it-works') as HTMLElement;
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    enhanceScrollButtons(document);
    document.querySelector('button')?.click();
    return { target, scrollIntoView };
  }

  it('scrolls smoothly to the target and moves focus there', () => {
    reducedMotion(false);
    const { target, scrollIntoView } = setup();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(target).toHaveFocus();
  });

  it('jumps without animation under reduced motion', () => {
    reducedMotion(true);
    const { scrollIntoView } = setup();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});

describe('renderDeferredPartsAbove', () => {
  it('renders the deferred parts before the target, and leaves the target and what follows', () => {
    document.body.innerHTML = `
      <section id="above" style="content-visibility: auto"></section>
      <section id="plain"></section>
      <section id="target" style="content-visibility: auto"></section>
      <section id="below" style="content-visibility: auto"></section>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    renderDeferredPartsAbove(byId('target'));
    expect(byId('above').style.contentVisibility).toBe('visible');
    expect(byId('plain').style.contentVisibility).toBe('');
    expect(byId('target').style.contentVisibility).toBe('auto');
    expect(byId('below').style.contentVisibility).toBe('auto');
  });
});
