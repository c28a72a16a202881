import { ChevronDown, Languages } from 'lucide-react';
import type { LanguageLink } from './languageLinks';

/**
 * The header's language switcher: a native disclosure (`details`) holding plain links to this page
 * in every language, so it opens by keyboard and works without any script. Its summary shows the
 * current language's code; each link is named in its own language.
 */
export function LanguageSwitcher({ links, label }: { links: LanguageLink[]; label: string }) {
  const current = links.find((link) => link.current);
  return (
    <details className="language-switcher relative" data-language-switcher="">
      <summary
        className="flex h-11 cursor-pointer list-none items-center gap-1 rounded-control px-2 font-medium text-muted uppercase hover:text-ink [&::-webkit-details-marker]:hidden"
        aria-label={`${label}: ${current?.name ?? ''}`}
      >
        <Languages aria-hidden="true" className="size-5" />
        <span aria-hidden="true">{current?.locale}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </summary>
      <ul className="card absolute right-0 z-50 mt-1 min-w-40 p-1">
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.href}
              lang={link.locale}
              hrefLang={link.locale}
              aria-current={link.current ? 'true' : undefined}
              className="block rounded-control px-3 py-2 text-ink hover:bg-surface aria-[current=true]:font-semibold aria-[current=true]:text-primary"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
