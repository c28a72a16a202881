/**
 * Characters that show nothing, or change how the text around them reads, and so have no place
 * in a name, an address or anything a visitor's browser hands the site: controls (NUL above all),
 * format characters (bidi controls such as U+202E, zero-width ones), private-use characters, lone
 * surrogates, the line and paragraph separators U+2028 and U+2029, default-ignorable ones (U+034F,
 * variation selectors, U+3164 and the other Hangul fillers), the blank braille pattern U+2800 (a
 * visible-width blank that is not whitespace) and U+FFFD. No React and no Node API: the browser
 * and the server share it.
 */
export const invisibleCharacter =
  '[\\p{Cc}\\p{Cf}\\p{Co}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}\\u115f\\u1160\\u2800\\u3164\\uffa0\\ufffd]';

const INVISIBLE = new RegExp(invisibleCharacter, 'u');
export const hasInvisibleCharacter = (text: string): boolean => INVISIBLE.test(text);
