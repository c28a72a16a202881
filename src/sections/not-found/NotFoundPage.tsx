import { pageMeta } from '../../content/pageMeta';
import { webPageJsonLd } from '../../seo/jsonLd';
import type { StructuredData } from '../../seo/pageMeta';
import { Link, useLocation } from 'wouter';
import { notFound } from '../../content/notFound';
import { useHydrated } from '../../hooks/useHydrated';

export default function NotFoundPage() {
  const [location] = useLocation();
  // The prerendered 404.html serves every unknown path, so the path is only named after hydration.
  const hydrated = useHydrated();
  return (
    <section className="section-pad">
      <div className="container-page max-w-2xl space-y-6 text-center">
        <h1>{notFound.heading}</h1>
        <p className="text-lg text-muted">{notFound.body}</p>
        <pre className="overflow-x-auto rounded-control bg-ink px-4 py-3 text-left text-sm text-slate-100">
          <code>{notFound.hint(hydrated ? location : undefined)}</code>
        </pre>
        <div className="flex flex-wrap justify-center gap-3">
          {notFound.links.map((link, index) => (
            <Link
              key={link.href}
              href={link.href}
              className={index === 0 ? 'btn-primary' : 'btn-secondary'}
            >
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

export const structuredData: StructuredData = (context) => [
  webPageJsonLd(context, pageMeta.notFound),
];
