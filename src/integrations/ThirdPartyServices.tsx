import { useEffect, useMemo } from 'react';
import { consentText } from './consent/consentText';
import type { Copy } from '../../shared/copy/collections';
import type { Locale } from '../../shared/language/locales';
import { ConsentBanner } from './consent/ConsentBanner';
import { openConsentBanner } from './consent/consentStore';
import { startThirdPartyServices } from './startThirdPartyServices';
import type { VendorConfig } from '../../config/vendors';

/** Starts the consented vendors and shows the consent banner when a choice is due. */
export function ThirdPartyServices({
  vendors,
  locale,
  copy,
}: {
  vendors: VendorConfig;
  locale: Locale;
  /** The consent banner's copy in the page's language. */
  copy: Copy<'consent'>;
}) {
  const text = useMemo(() => consentText(copy, locale), [copy, locale]);
  useEffect(() => startThirdPartyServices(vendors), [vendors]);
  // The footer's "Cookie settings" button is plain HTML: it reopens this banner.
  useEffect(() => {
    const buttons = document.querySelectorAll('[data-cookie-settings]');
    const reopen = () => openConsentBanner('settings');
    buttons.forEach((button) => button.addEventListener('click', reopen));
    return () => buttons.forEach((button) => button.removeEventListener('click', reopen));
  }, []);
  return <ConsentBanner vendors={vendors} text={text.banner} />;
}
