import logoMarkSvg from '../../../public/images/logo-mark.svg?raw';
import { site } from '../../../shared/facts/brand';
import { localisedPath, type Locale } from '../../../shared/language/locales';

/**
 * The logo mark is written into the page rather than fetched: a small image in the header was
 * a request racing the first paint, one more thing the page waited on before it was complete.
 * The markup is the same file that structured data and icons point to, read at build time.
 */
export function BrandLink({ locale, label }: { locale: Locale; label: string }) {
  return (
    <a
      href={localisedPath(locale, '/')}
      className="flex items-center gap-2 rounded-control text-lg font-bold tracking-tight text-ink"
      aria-label={label}
    >
      <span
        aria-hidden="true"
        className="block shrink-0 [&>svg]:h-full [&>svg]:w-full"
        style={{ width: site.logo.width, height: site.logo.height }}
        dangerouslySetInnerHTML={{ __html: logoMarkSvg }}
      />
      <span aria-hidden="true">{site.brandName}</span>
    </a>
  );
}
