import { X } from 'lucide-react';
import type { Copy } from '../../../shared/copy/collections';
import type { Locale } from '../../../shared/language/locales';

/**
 * The one-line suggestion of this page in another language, in that language: kept in a template
 * until suggestLanguage.ts finds that the browser asks for it. Shown over the top of the page,
 * under the header, so it moves nothing, and scrolled away with the page, so it never takes a
 * phone's screen; it gives way to keyboard focus on what it covers. Never a redirect.
 */
export function LanguageSuggestion({
  locale,
  href,
  words: { text, link, dismiss },
}: {
  locale: Locale;
  href: string;
  /** The suggestion in its own language. */
  words: Copy<'navigation'>['languageSuggestion'];
}) {
  return (
    <template data-language-suggestion={locale}>
      <aside
        lang={locale}
        aria-label={text}
        className="absolute inset-x-0 top-16 z-30 border-b border-line bg-blue-50 shadow-soft"
        data-testid="language-suggestion"
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
            data-dismiss-language-suggestion=""
            aria-label={dismiss}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </aside>
    </template>
  );
}
