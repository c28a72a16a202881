import type { Copy } from '../../../shared/copy/collections';
import { localisedHref, type Locale } from '../../../shared/language/locales';
import { hasThirdPartyVendors } from '../../integrations/vendorSettings';
import { SiteLink } from '../ui/SiteLink';
import { BrandLink } from './BrandLink';
import type { LanguageLink } from './languageLinks';
import { LanguageList } from './LanguageSwitcher';

/** The copyright's year is the build's: the site is rebuilt with every release. */
export function SiteFooter({
  locale,
  navigation,
  languages,
}: {
  locale: Locale;
  navigation: Copy<'navigation'>;
  languages: LanguageLink[];
}) {
  const layoutText = navigation;
  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page flex flex-col gap-8 py-12 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <BrandLink locale={locale} label={navigation.homeLinkLabel} />
          <p className="text-muted">{layoutText.footerBlurb}</p>
        </div>
        <nav aria-label={layoutText.footerNavLabel}>
          <ul className="flex max-w-xl flex-wrap gap-x-8 gap-y-2">
            {navigation.footerNav.map((link) => (
              <li key={link.href}>
                <SiteLink
                  link={{ ...link, href: localisedHref(locale, link.href) }}
                  className="inline-block rounded-control py-1.5 text-muted underline-offset-4 hover:text-ink hover:underline"
                />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container-page">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-line pt-6 pb-24 text-sm text-muted md:pb-6">
          <p>{layoutText.copyright}</p>
          <LanguageList links={languages} label={layoutText.languageLabel} />
          {hasThirdPartyVendors() ? (
            <button
              type="button"
              data-cookie-settings=""
              className="rounded-control py-1.5 underline underline-offset-4 hover:text-ink"
            >
              {layoutText.cookieSettings}
            </button>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
