import { teamPaths } from '../../shared/contracts/teamConsole';

/**
 * The team's own pages (/team, /team/sign-in): outside the public site's languages, route list
 * and sitemap, and never indexed.
 */
export const isTeamPage = (path: string): boolean =>
  path === teamPaths.console || path.startsWith(`${teamPaths.console}/`);
