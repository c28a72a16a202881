import { navigationText } from '../../content/navigation';
import type { Locale } from '../../../shared/language/locales';

/**
 * The floating trial link: under 768 px (by CSS), once scrolled past 100 px (showFloatingTrialLink.ts
 * shows it), never on /pricing (the layout leaves it out there).
 */
export function FloatingTrialLink({ locale }: { locale: Locale }) {
  const { navCta, layoutText } = navigationText(locale);
  return (
    <a
      href={navCta.href}
      hidden
      className="btn-primary fixed right-4 bottom-4 z-30 shadow-soft md:hidden"
      data-testid="floating-trial-link"
      data-floating-trial-link=""
    >
      {layoutText.floatingCta}
    </a>
  );
}
