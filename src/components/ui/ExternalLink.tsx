import type { ComponentProps } from 'react';

/** The id of the layout's one hidden "(opens in a new tab)", in the page's language. */
export const NEW_TAB_HINT_ID = 'new-tab-hint';

/**
 * A link to another site: new tab, no opener, and described for screen readers by the page's
 * new-tab hint, which the layout writes once in the page's language.
 */
export function ExternalLink({ href, ...rest }: ComponentProps<'a'> & { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={NEW_TAB_HINT_ID}
      {...rest}
    />
  );
}
