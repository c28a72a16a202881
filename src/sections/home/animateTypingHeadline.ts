import { onPauseToggle } from '../../components/ui/togglePause';
import { nextTypingStep, type TypingState } from './typingSteps';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Types the headline's phrases in turn (80 ms a character, 2000 ms between phrases),
 * starting from the first phrase the page was painted with. Still while paused, and under
 * reduced motion, where the first phrase stays.
 */
export function animateTypingHeadline(headline: HTMLElement): void {
  const view = headline.ownerDocument.defaultView;
  const text = headline.querySelector<HTMLElement>('[data-testid="typing-text"]');
  const phrases = [...headline.querySelectorAll('[data-typing-phrase]')].map(
    (phrase) => phrase.textContent ?? '',
  );
  const button = headline.querySelector<HTMLElement>('[data-pause-label]');
  if (!view || !text || phrases.length === 0) return;
  const timing = {
    msPerCharacter: Number(headline.dataset.msPerCharacter),
    pauseBetweenPhrasesMs: Number(headline.dataset.pauseBetweenPhrasesMs),
  };
  const reducedMotion = view.matchMedia(REDUCED_MOTION);
  let state: TypingState = { phrase: 0, characters: phrases[0]?.length ?? 0 };
  let paused = false;
  let timer: number | undefined;

  const render = () => {
    const still = paused || reducedMotion.matches;
    const phrase = reducedMotion.matches ? phrases[0] : phrases[state.phrase];
    const shown = reducedMotion.matches ? phrase : phrase?.slice(0, state.characters);
    text.textContent = shown ?? '';
    text.classList.toggle('typing-caret', !still);
  };

  const schedule = () => {
    view.clearTimeout(timer);
    render();
    if (paused || reducedMotion.matches) return;
    const step = nextTypingStep(phrases, state, timing);
    timer = view.setTimeout(() => {
      state = step.state;
      schedule();
    }, step.delayMs);
  };

  if (button) {
    onPauseToggle(button, (isPaused) => {
      paused = isPaused;
      schedule();
    });
  }
  reducedMotion.addEventListener('change', schedule);
  schedule();
}
