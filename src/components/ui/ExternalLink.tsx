import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { layoutText } from '../../content/navigation';

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
}

/** A link to another site: new tab, no opener, and a hint for screen readers. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> {layoutText.newTabHint}</span>
    </a>
  );
}
