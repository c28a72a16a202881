import type { LanguageLink } from './languageLinks';

/** The footer's language switcher: this page in every language, each named in its own. */
export function LanguageList({ links, label }: { links: LanguageLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {links.map((link) => (
          <li key={link.locale}>
            <a
              href={link.href}
              lang={link.locale}
              hrefLang={link.locale}
              aria-current={link.current ? 'true' : undefined}
              className="inline-block rounded-control py-1.5 underline-offset-4 hover:text-ink hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-ink"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
