/** A control character (tab, line break, NUL…) or half of a broken surrogate pair. */
const CONTROL = /\p{Cc}/gu;
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * A text field as the server accepts it: the server refuses a whole beacon for one control
 * character or lone surrogate, and a text longer than `max` UTF-16 units. Control characters
 * become spaces (a tab between two words keeps them apart), lone surrogates go, the rest is
 * trimmed and cut at `max` without splitting a character in two.
 */
export function cleanText(value: string, max: number): string {
  let clean = value.replace(CONTROL, ' ').replace(LONE_SURROGATE, '').trim().slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(clean)) clean = clean.slice(0, -1);
  return clean.trimEnd();
}
