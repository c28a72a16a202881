import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/** How many guesses a value would take (as a power of ten), and the patterns found in it. */
export type GuessEstimate = { guessesLog10: number; patterns: string[] };

/**
 * zxcvbn with its common dictionaries (passwords, names, words of many languages) and the given
 * placeholder words. Imported statically here and this module dynamically by its one caller, so
 * the dictionaries load only when a secret is judged, and the compiled server keeps zxcvbn's
 * named exports (a CommonJS package imported dynamically would arrive as a default export only).
 */
export function createGuessEstimator(placeholders: string[]): (value: string) => GuessEstimate {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, setup: placeholders },
    graphs: common.adjacencyGraphs,
  });
  return (value) => {
    const result = zxcvbn.check(value);
    return {
      guessesLog10: result.guessesLog10,
      patterns: [...new Set(result.sequence.map((match) => match.pattern))].filter(
        (pattern) => pattern !== 'bruteforce',
      ),
    };
  };
}
