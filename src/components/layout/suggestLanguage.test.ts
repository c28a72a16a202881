// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SUGGESTION_DISMISSED_KEY, suggestLanguage } from './suggestLanguage';

function rect(top: number, height: number): DOMRect {
  return DOMRect.fromRect({ x: 0, y: top, width: 320, height });
}

function placeAt(element: Element | null, top: number, height: number): void {
  if (element) element.getBoundingClientRect = () => rect(top, height);
}

describe('suggestLanguage', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.lang = 'en';
    document.body.innerHTML = `
      <header><a href="/">Home</a></header>
      <template data-language-suggestion="de">
        <aside data-testid="suggestion"><a href="/de/cases">Auf Deutsch</a>
          <button data-dismiss-language-suggestion>Schließen</button></aside>
      </template>
      <main><a id="back" href="/cases">All case studies</a><a id="lower" href="/pricing">Pricing</a></main>`;
  });

  const suggestion = () => document.querySelector('[data-testid="suggestion"]');

  it('shows the suggestion of the language the browser asks for, right after its template', () => {
    suggestLanguage(document, ['de-AT', 'en']);
    expect(suggestion()).not.toBeNull();
    expect(suggestion()?.previousElementSibling?.tagName).toBe('TEMPLATE');
  });

  it("suggests nothing in the page's own language, nor once dismissed", () => {
    suggestLanguage(document, ['en-GB', 'de']);
    expect(suggestion()).toBeNull();
    localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
    suggestLanguage(document, ['de']);
    expect(suggestion()).toBeNull();
  });

  it('is dismissed for good by its button', () => {
    suggestLanguage(document, ['de']);
    document.querySelector<HTMLButtonElement>('[data-dismiss-language-suggestion]')?.click();
    expect(suggestion()).toBeNull();
    expect(localStorage.getItem(SUGGESTION_DISMISSED_KEY)).toBe('1');
  });

  it('gives way when keyboard focus reaches what it covers, without counting as dismissed', () => {
    suggestLanguage(document, ['de']);
    placeAt(suggestion(), 64, 48);
    placeAt(document.getElementById('lower'), 400, 24);
    placeAt(document.getElementById('back'), 80, 24);
    document.getElementById('lower')?.focus();
    expect(suggestion()).not.toBeNull();
    document.getElementById('back')?.focus();
    expect(suggestion()).toBeNull();
    expect(localStorage.getItem(SUGGESTION_DISMISSED_KEY)).toBeNull();
  });

  it('stays while focus is on its own link or above it in the header', () => {
    suggestLanguage(document, ['de']);
    placeAt(suggestion(), 64, 48);
    placeAt(document.querySelector('header a'), 0, 64);
    document.querySelector<HTMLAnchorElement>('header a')?.focus();
    document.querySelector<HTMLAnchorElement>('[data-testid="suggestion"] a')?.focus();
    expect(suggestion()).not.toBeNull();
  });
});
