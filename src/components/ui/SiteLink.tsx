import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import type { NavLink } from '../../content/navigation';
import { ExternalLink } from './ExternalLink';

interface SiteLinkProps {
  link: NavLink;
  className?: string;
  current?: boolean;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
}

/** Renders a content link: a router link inside the site, a new-tab link outside it. */
export function SiteLink({ link, className, current, onNavigate, children }: SiteLinkProps) {
  if (link.external) {
    return (
      <ExternalLink href={link.href} className={className}>
        {children ?? link.label}
      </ExternalLink>
    );
  }
  return (
    <Link
      href={link.href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children ?? link.label}
    </Link>
  );
}
