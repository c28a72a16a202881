import { useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { vendorNames, type ConsentText } from './consentText';
import type { VendorConfig } from '../../../config/vendors';
import {
  decideConsent,
  dismissConsentBanner,
  getConsentState,
  subscribeToConsent,
  type ConsentChoice,
} from './consentStore';

function purposesOf(vendors: VendorConfig, consentBanner: ConsentText['banner']): string[] {
  const purposes: string[] = [];
  if (vendors.chat) purposes.push(consentBanner.purposes.chat(vendorNames[vendors.chat.provider]));
  if (vendors.referral) {
    purposes.push(consentBanner.purposes.referral(vendorNames[vendors.referral.provider]));
  }
  return purposes;
}

/**
 * The consent banner (docs/decisions.md#consent): a fixed card over the page, so it shifts nothing;
 * a labelled region, not a modal, so it traps no focus. Accept and Reject look alike. When the
 * visitor reopens it (footer link, chat launcher) focus moves into it and returns afterwards.
 */
export function ConsentBanner({
  vendors,
  text: consentBanner,
}: {
  vendors: VendorConfig;
  text: ConsentText['banner'];
}) {
  const state = useSyncExternalStore(subscribeToConsent, getConsentState, getConsentState);
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const reopened = state.bannerOpen && state.bannerReason !== 'first-visit';

  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement;
    returnFocusTo.current = opener instanceof HTMLElement ? opener : null;
    regionRef.current?.focus();
    return () => {
      if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
      returnFocusTo.current = null;
    };
  }, [reopened, state.bannerReason]);

  if (!state.bannerOpen) return null;

  const decide = (choice: ConsentChoice) => () => decideConsent(choice);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismissConsentBanner();
  };
  const chatVendor = vendors.chat ? vendorNames[vendors.chat.provider] : undefined;

  return (
    <section
      ref={regionRef}
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="consent-banner"
      className="card fixed inset-x-3 bottom-3 z-50 space-y-3 p-5 outline-none md:right-auto md:bottom-6 md:left-6 md:max-w-md"
    >
      <h2 id={headingId} className="text-lg">
        {consentBanner.heading}
      </h2>
      {state.bannerReason === 'chat' && chatVendor ? (
        <p className="font-medium">{consentBanner.chatNeedsConsent(chatVendor)}</p>
      ) : null}
      <div className="space-y-1.5 text-sm text-muted">
        <p>{consentBanner.intro(purposesOf(vendors, consentBanner))}</p>
        <p>{consentBanner.detail}</p>
        <p>
          {consentBanner.settingsHint}{' '}
          <a
            href={consentBanner.privacyLink.href}
            className="rounded-control font-medium text-primary underline underline-offset-4"
          >
            {consentBanner.privacyLink.label}
          </a>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <button type="button" className="btn-primary" onClick={decide('rejected')}>
          {consentBanner.reject}
        </button>
        <button type="button" className="btn-primary" onClick={decide('accepted')}>
          {consentBanner.accept}
        </button>
      </div>
    </section>
  );
}
