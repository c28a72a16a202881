import type { Copy } from '../../../shared/copy/collections';
import { localisedHref, type Locale } from '../../../shared/language/locales';

/**
 * The page every unknown address gets. One HTML file per language serves them all, so the
 * address itself is filled in by showRequestedPath.ts once the page has loaded.
 */
export function NotFoundSection({
  locale,
  copy: notFound,
}: {
  locale: Locale;
  /** Unfilled: `hintWithPath` keeps its `{path}` for the page's script. */
  copy: Copy<'notFound'>;
}) {
  return (
    <section className="section-pad">
      <div className="container-page max-w-2xl space-y-6 text-center">
        <h1>{notFound.heading}</h1>
        <p className="text-lg text-muted">{notFound.body}</p>
        <pre className="rounded-control bg-ink px-4 py-3 text-left text-sm whitespace-pre-wrap text-slate-100 wrap-anywhere">
          <code data-requested-path={notFound.hintWithPath}>{notFound.hint}</code>
        </pre>
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
