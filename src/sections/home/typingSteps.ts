export interface TypingState {
  phrase: number;
  characters: number;
}

export interface TypingTiming {
  msPerCharacter: number;
  pauseBetweenPhrasesMs: number;
}

/**
 * The typing headline as a pure step function (80 ms a character, 2000 ms pause).
 * A finished phrase stays for the pause, then the next phrase is typed from its first character.
 */
export function nextTypingStep(
  phrases: readonly string[],
  state: TypingState,
  timing: TypingTiming,
): { state: TypingState; delayMs: number } {
  const current = phrases[state.phrase] ?? '';
  if (state.characters < current.length) {
    return {
      state: { phrase: state.phrase, characters: state.characters + 1 },
      delayMs: timing.msPerCharacter,
    };
  }
  return {
    state: { phrase: (state.phrase + 1) % phrases.length, characters: 0 },
    delayMs: timing.pauseBetweenPhrasesMs,
  };
}
