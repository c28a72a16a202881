/**
 * What the site build needs from the configuration, and the check that keeps a production build
 * from publishing loopback addresses in its canonical links, Open Graph tags and sitemap. Any
 * build engine calls `siteBuildSettings()` before it writes pages.
 */
import { isIP } from 'node:net';
import { loadEnvironment, type Environment } from './environment.ts';
import { DEFAULT_PORT, isWildcardHost } from './serverAddress.ts';

export interface SiteBuildSettings {
  /** The public address, without a trailing slash. */
  siteUrl: string;
  /** The folder the build writes (DIST_DIR, default dist). */
  distDir: string;
}

/**
 * Where the server on this machine is reached: HOST and PORT as set, `localhost` for an unset HOST
 * or one that means every interface.
 */
export function localSiteUrlOf(env: Environment): string {
  const host = env.HOST?.trim();
  const name = !host || isWildcardHost(host) ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${env.PORT?.trim() || DEFAULT_PORT}`;
}

/**
 * SITE_URL without its trailing slash. Unset, the site is the server on this machine, wherever
 * HOST and PORT put it, so changing either moves every address with it (server/config.ts).
 */
export function siteUrlOf(env: Environment): string {
  const value = env.SITE_URL?.trim() || localSiteUrlOf(env);
  if (!URL.canParse(value)) {
    throw new Error(
      `SITE_URL is not an address: "${value}" (expected e.g. https://www.example.com).`,
    );
  }
  return value.replace(/\/+$/, '');
}

export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.') || host === '0.0.0.0';
  if (isIP(host) === 6) return host === '::1' || host === '::' || host.startsWith('::ffff:7f');
  return false;
}

/**
 * Reads the build's settings. With NODE_ENV=production, a loopback SITE_URL stops the build: the
 * pages would point search engines and social cards at the builder's own machine.
 */
export function siteBuildSettings(env: Environment = loadEnvironment()): SiteBuildSettings {
  const siteUrl = siteUrlOf(env);
  if (env.NODE_ENV === 'production' && isLoopbackUrl(siteUrl)) {
    throw new Error(
      `SITE_URL is ${siteUrl}, a loopback address: a production build (NODE_ENV=production) needs the site's public address, e.g. SITE_URL=https://www.example.com in .env or the environment.`,
    );
  }
  return { siteUrl, distDir: env.DIST_DIR?.trim() || 'dist' };
}
