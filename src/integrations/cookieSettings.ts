/** Reopens the consent banner (the footer's "Cookie settings"); the store is already loaded by then. */
export function openCookieSettings(): void {
  void import('./consent/consentStore').then(({ openConsentBanner }) =>
    openConsentBanner('settings'),
  );
}
