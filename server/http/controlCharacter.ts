/** Control characters (NUL above all) can never be stored, so no id containing one can exist. */
export const CONTROL_CHARACTER = /\p{Cc}/u;
