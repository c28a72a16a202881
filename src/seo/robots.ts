import { absoluteUrl } from './jsonLd';

/** The sitemap index @astrojs/sitemap writes at the root of the build. */
export const SITEMAP_PATH = '/sitemap-index.xml';

export function renderRobots(siteUrl: string): string {
  return `User-agent: *
Allow: /

Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}
`;
}
