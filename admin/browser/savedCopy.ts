import type { SavedCopy } from '../savedCopy';

/** Set by scripts/write-editor.ts: the saved copy, read and checked when the editor was built. */
declare const SAVED_COPY: SavedCopy;

export const savedCopy: SavedCopy = SAVED_COPY;
