import type { ReactNode } from 'react';
import type { NavLink } from '../../content/navigation';
import { ExternalLink } from './ExternalLink';

interface SiteLinkProps {
  link: NavLink;
  className?: string;
  current?: boolean;
  /** A link to /pricing that opens the trial dialog instead while /pricing is showing. */
  requestsTrial?: boolean;
  children?: ReactNode;
}

/** Renders a content link: an ordinary link inside the site, a new-tab link outside it. */
export function SiteLink({ link, className, current, requestsTrial, children }: SiteLinkProps) {
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className}>
        {children ?? link.label}
      </ExternalLink>
    );
  }
  return (
    <a
      href={link.href}
      className={className}
      aria-current={current ? 'page' : undefined}
      data-trial={requestsTrial ? '' : undefined}
    >
      {children ?? link.label}
    </a>
  );
}
