/** What the browser says about the visitor's wish not to be tracked. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Counting runs only if the visitor asks for neither Do Not Track nor Global Privacy Control. */
export function countingAllowed(signals: PrivacySignals = navigator): boolean {
  return signals.doNotTrack !== '1' && signals.globalPrivacyControl !== true;
}
