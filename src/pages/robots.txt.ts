import type { APIRoute } from 'astro';
import { renderRobots } from '../seo/robots';

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('robots.txt needs the site address (astro.config.ts `site`).');
  return new Response(renderRobots(site.href), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
