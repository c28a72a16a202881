import { Menu, X } from 'lucide-react';
import type { Copy } from '../../../shared/copy/collections';
import { localisedHref, type Locale } from '../../../shared/language/locales';
import { SiteLink } from '../ui/SiteLink';
import { BrandLink } from './BrandLink';
import type { LanguageLink } from './languageLinks';
import { LanguageSwitcher } from './LanguageSwitcher';

const MOBILE_MENU_ID = 'mobile-menu';

const navLinkClass =
  'rounded-control px-3 py-2 font-medium text-muted hover:text-ink aria-[current=page]:text-primary';

/**
 * The header as plain HTML. The links sit in the bar from 1280 px, where every language's labels
 * fit beside the trial button; below that they are in the menu, and from 768 px the trial button
 * stays in the bar. The mobile menu is a native popover, so it opens without any script;
 * mobileMenu.ts keeps the toggle's name and state in step. On /pricing the trial dialog's island
 * takes the trial button's click (`data-trial`); elsewhere it is a link to /pricing.
 */
export function SiteHeader({
  locale,
  navigation,
  trialLabel,
  currentPath,
  offersTrial,
  languages,
}: {
  locale: Locale;
  navigation: Copy<'navigation'>;
  trialLabel: string;
  currentPath: string;
  /** false where the visitor has just signed up: no trial button. */
  offersTrial: boolean;
  /** This page in every language. */
  languages: LanguageLink[];
}) {
  const layoutText = navigation;
  const navCta = { label: trialLabel, href: localisedHref(locale, '/pricing') };
  const navItems = (className: string) =>
    navigation.primaryNav.map((link) => {
      const href = localisedHref(locale, link.href);
      return (
        <li key={href}>
          <SiteLink link={{ ...link, href }} className={className} current={href === currentPath} />
        </li>
      );
    });
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <BrandLink locale={locale} label={navigation.homeLinkLabel} />
        <nav aria-label={layoutText.primaryNavLabel} className="hidden xl:block">
          <ul className="flex items-center gap-1">{navItems(navLinkClass)}</ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher links={languages} label={layoutText.languageLabel} />
          {offersTrial ? (
            <SiteLink link={navCta} className="btn-primary hidden md:inline-flex" requestsTrial />
          ) : null}
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            className="group inline-flex size-11 items-center justify-center rounded-control text-ink xl:hidden"
            aria-expanded="false"
            aria-controls={MOBILE_MENU_ID}
            aria-label={layoutText.menuOpen}
            data-menu-toggle=""
            data-open-label={layoutText.menuOpen}
            data-close-label={layoutText.menuClose}
          >
            <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden group-aria-expanded:block" />
          </button>
        </div>
      </div>
      {/* No display class here: the browser hides a closed popover through its own display. */}
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label={layoutText.primaryNavLabel}
        className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-y border-line bg-white text-ink xl:hidden"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {navItems(`${navLinkClass} block text-lg`)}
          {offersTrial ? (
            <li className="pt-2">
              <SiteLink link={navCta} className="btn-primary w-full" requestsTrial />
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
