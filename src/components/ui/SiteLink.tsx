/** A link of the copy: a site path, or an outside address that opens in a new tab. */
export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

import { ExternalLink } from './ExternalLink';

interface SiteLinkProps {
  link: NavLink;
  className?: string;
  current?: boolean;
  /** A link to /pricing that opens the trial dialog instead while /pricing is showing. */
  requestsTrial?: boolean;
}

/** Renders a content link: an ordinary link inside the site, a new-tab link outside it. */
export function SiteLink({ link, className, current, requestsTrial }: SiteLinkProps) {
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className}>
        {link.label}
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
      {link.label}
    </a>
  );
}
