import { X } from 'lucide-react';
import type { Copy } from '../../../shared/copy/collections';
import type { Locale } from '../../../shared/language/locales';

/**
 * The one-line suggestion of this page in the language the visitor's browser asks for, in that
 * language. Our server chooses it before the page leaves (shared/pageVariants.ts), so it is part
 * of the page's flow from the first paint, under the header: it covers nothing and moves nothing.
 * Never a redirect. Its button removes it for this page (enhanceLayout.ts).
 */
export function LanguageHint({
  locale,
  href,
  words: { text, link, dismiss },
}: {
  locale: Locale;
  href: string;
  words: Copy<'navigation'>['languageSuggestion'];
}) {
  return (
    <aside
      lang={locale}
      aria-label={text}
      className="border-b border-line bg-blue-50"
      data-testid="language-suggestion"
      data-language-hint=""
    >
      <div className="container-page flex min-h-12 items-center justify-between gap-3 py-2">
        <p className="text-sm text-ink">
          {text}{' '}
          <a href={href} hrefLang={locale} className="font-semibold text-primary underline">
            {link}
          </a>
        </p>
        <button
          type="button"
          data-dismiss-language-hint=""
          aria-label={dismiss}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-muted hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </aside>
  );
}
