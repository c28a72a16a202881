import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { loadRouteModule } from '../../app/routeModules';
import type { NavLink } from '../../content/navigation';
import { findRoute } from '../../routes';
import { ExternalLink } from './ExternalLink';

interface SiteLinkProps {
  link: NavLink;
  className?: string;
  current?: boolean;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
}

/** Fetches a page's code as soon as the visitor reaches for its link, so navigating never waits. */
function preload(href: string): void {
  const route = findRoute(href);
  if (route) void loadRouteModule(route);
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
      onPointerEnter={() => preload(link.href)}
      onFocus={() => preload(link.href)}
    >
      {children ?? link.label}
    </Link>
  );
}
