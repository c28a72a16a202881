import type { Copy } from '../../../shared/copy/collections';
import { localisedHref, type Locale } from '../../../shared/language/locales';

/**
 * The page every unknown address gets: what happened and where to go, in the visitor's words.
 * One HTML file per language serves them all, so the address itself is named by
 * showRequestedPath.ts once the page has loaded.
 */
export function NotFoundSection({
  locale,
  copy: notFound,
}: {
  locale: Locale;
  /** Unfilled: `whatHappenedAt` keeps its `{path}` for the page's script. */
  copy: Copy<'notFound'>;
}) {
  return (
    <section className="section-pad">
      <div className="container-page max-w-2xl space-y-6 text-center">
        <h1>{notFound.heading}</h1>
        <p className="text-lg break-words text-ink" data-requested-path={notFound.whatHappenedAt}>
          {notFound.whatHappened}
        </p>
        <p className="text-lg text-muted">{notFound.body}</p>
        <div className="button-row sm:justify-center">
          {notFound.links.map((link, index) => (
            <a
              key={link.href}
              href={localisedHref(locale, link.href)}
              className={index === 0 ? 'btn-primary' : 'btn-secondary'}
            >
              {link.label}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
