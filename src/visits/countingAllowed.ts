/** Counting runs only if the visitor asks for neither Do Not Track nor Global Privacy Control. */
export function countingAllowed(
  signals: { doNotTrack?: string | null; globalPrivacyControl?: boolean } = navigator,
): boolean {
  return signals.doNotTrack !== '1' && signals.globalPrivacyControl !== true;
}
