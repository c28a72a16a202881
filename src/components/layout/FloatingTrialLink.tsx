import { localisedHref, type Locale } from '../../../shared/language/locales';

/**
 * The floating trial link: under 768 px (by CSS), once scrolled past 100 px (showFloatingTrialLink.ts
 * shows it), never on /pricing (the layout leaves it out there).
 */
export function FloatingTrialLink({ locale, label }: { locale: Locale; label: string }) {
  return (
    <a
      href={localisedHref(locale, '/pricing')}
      hidden
      className="btn-primary fixed right-4 bottom-4 z-30 shadow-soft md:hidden"
      data-testid="floating-trial-link"
      data-floating-trial-link=""
    >
      {label}
    </a>
  );
}
