import { invisibleCharacter } from '../../shared/invisibleCharacters';

/** What separates words: a control character (tab, line break, NUL…) or a line separator. */
const SPACING = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const INVISIBLE = new RegExp(invisibleCharacter, 'gu');

/**
 * A text field as the server accepts it: the server refuses a whole beacon for one invisible
 * character (shared/invisibleCharacters.ts), and a text longer than `max` UTF-16 units. Control
 * characters and line separators become spaces (a tab between two words keeps them apart), the
 * other invisible characters (a lone surrogate, a bidi control, a zero-width joiner…) go, the
 * rest is trimmed and cut at `max` without splitting a character in two.
 */
export function cleanText(value: string, max: number): string {
  let clean = value.replace(SPACING, ' ').replace(INVISIBLE, '').trim().slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(clean)) clean = clean.slice(0, -1);
  return clean.trimEnd();
}
