import { describe, expect, it } from 'vitest';
import { nextTypingStep } from './typingSteps';

const timing = { msPerCharacter: 80, pauseBetweenPhrasesMs: 2000 };
const phrases = ['Ab', 'Cde'];

describe('nextTypingStep', () => {
  it('holds a finished phrase for the pause, then starts the next one empty', () => {
    expect(nextTypingStep(phrases, { phrase: 0, characters: 2 }, timing)).toEqual({
      state: { phrase: 1, characters: 0 },
      delayMs: 2000,
    });
  });

  it('types one character every 80 ms', () => {
    expect(nextTypingStep(phrases, { phrase: 1, characters: 0 }, timing)).toEqual({
      state: { phrase: 1, characters: 1 },
      delayMs: 80,
    });
    expect(nextTypingStep(phrases, { phrase: 1, characters: 2 }, timing)).toEqual({
      state: { phrase: 1, characters: 3 },
      delayMs: 80,
    });
  });

  it('wraps from the last phrase back to the first', () => {
    expect(nextTypingStep(phrases, { phrase: 1, characters: 3 }, timing).state).toEqual({
      phrase: 0,
      characters: 0,
    });
  });
});
