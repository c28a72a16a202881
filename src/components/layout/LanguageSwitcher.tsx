import { ChevronDown, Languages } from 'lucide-react';
import type { LanguageLink } from './languageLinks';

interface Props {
  links: LanguageLink[];
  label: string;
}

/** This page in every language, each link named in its own language. */
function LanguageItems({ links, className }: { links: LanguageLink[]; className: string }) {
  return links.map((link) => (
    <li key={link.locale}>
      <a
        href={link.href}
        lang={link.locale}
        hrefLang={link.locale}
        aria-current={link.current ? 'true' : undefined}
        className={className}
      >
        {link.name}
      </a>
    </li>
  ));
}

/**
 * The header's language switcher: a native disclosure (`details`) holding plain links to this page
 * in every language, so it opens by keyboard and works without any script. Its summary shows the
 * current language's code.
 */
export function LanguageSwitcher({ links, label }: Props) {
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
        <LanguageItems
          links={links}
          className="block rounded-control px-3 py-2 text-ink hover:bg-surface aria-[current=true]:font-semibold aria-[current=true]:text-primary"
        />
      </ul>
    </details>
  );
}

/** The footer's language switcher: the same links in a row. */
export function LanguageList({ links, label }: Props) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <LanguageItems
          links={links}
          className="inline-block rounded-control py-1.5 underline-offset-4 hover:text-ink hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-ink"
        />
      </ul>
    </nav>
  );
}
