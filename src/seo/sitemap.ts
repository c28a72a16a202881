import { absoluteUrl } from './jsonLd';

export function renderSitemap(paths: readonly string[], siteUrl: string): string {
  const urls = paths
    .map((path) => `  <url><loc>${absoluteUrl(siteUrl, path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *
Allow: /

Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}
`;
}
