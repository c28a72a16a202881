// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animateTypingHeadline } from './animateTypingHeadline';
import { TypingHeadline } from './TypingHeadline';

const phrases = ['Ab', 'Cde'];
const timing = { msPerCharacter: 80, pauseBetweenPhrasesMs: 2000 };

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches,
    media,
    addEventListener: () => undefined,
  }));
}

function setup() {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(TypingHeadline, {
      lead: 'Automation for',
      phrases,
      timing,
      pauseLabel: 'Pause headline animation',
      resumeLabel: 'Play headline animation',
    }),
  );
  const headline = document.querySelector<HTMLElement>('[data-typing-headline]');
  if (!headline) throw new Error('No headline');
  animateTypingHeadline(headline);
  return {
    text: () => document.querySelector('[data-testid="typing-text"]'),
    button: () => document.querySelector('button'),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('animateTypingHeadline', () => {
  it('holds the painted first phrase 2000 ms, then types the next at 80 ms a character', () => {
    stubReducedMotion(false);
    const { text } = setup();
    expect(text()).toHaveTextContent('Ab');
    vi.advanceTimersByTime(1999);
    expect(text()).toHaveTextContent('Ab');
    vi.advanceTimersByTime(1);
    expect(text()?.textContent).toBe('');
    vi.advanceTimersByTime(80);
    expect(text()?.textContent).toBe('C');
    vi.advanceTimersByTime(160);
    expect(text()?.textContent).toBe('Cde');
    expect(text()).toHaveClass('typing-caret');
  });

  it('stops where it is while paused, without the caret, and goes on when resumed', () => {
    stubReducedMotion(false);
    const { text, button } = setup();
    vi.advanceTimersByTime(2080);
    button()?.click();
    expect(button()).toHaveAttribute('aria-label', 'Play headline animation');
    vi.advanceTimersByTime(5000);
    expect(text()?.textContent).toBe('C');
    expect(text()).not.toHaveClass('typing-caret');
    button()?.click();
    expect(button()).toHaveAttribute('aria-label', 'Pause headline animation');
    vi.advanceTimersByTime(80);
    expect(text()?.textContent).toBe('Cd');
  });

  it('keeps the first phrase still under reduced motion', () => {
    stubReducedMotion(true);
    const { text } = setup();
    vi.advanceTimersByTime(10_000);
    expect(text()).toHaveTextContent('Ab');
    expect(text()).not.toHaveClass('typing-caret');
  });
});
