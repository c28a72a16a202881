/**
 * The settings a site build reads: `.env` files under the process environment (a variable set in
 * the process wins), as Vite reads them. astro.config.ts and the pre-build check share this module.
 */
import { loadEnv } from 'vite';

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export type BuildEnv = Record<string, string>;

export function readBuildEnv(
  mode: string,
  processEnv: NodeJS.ProcessEnv = process.env,
  envDir: string = process.cwd(),
): BuildEnv {
  const fromProcess = Object.entries(processEnv).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return { ...loadEnv(mode, envDir, ''), ...Object.fromEntries(fromProcess) };
}

/** The public address of the site without a trailing slash; the local server's by default. */
export function siteUrlOf(env: BuildEnv): string {
  const value = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  return value.replace(/\/+$/, '');
}

const localHosts = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]', '[::]']);

/**
 * Why SITE_URL cannot serve a production build, in one line, or undefined when it can: every
 * canonical link, Open Graph address and sitemap entry of a production build is built from it.
 */
export function siteUrlProblem(siteUrl: string, nodeEnv: string | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return `SITE_URL "${siteUrl}" is not an address: set it to the site's public address, e.g. https://www.example.com.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `SITE_URL "${siteUrl}" must start with https:// (or http://).`;
  }
  const local = localHosts.has(url.hostname) || url.hostname.endsWith('.localhost');
  if (nodeEnv === 'production' && local) {
    return `SITE_URL is ${siteUrl}, a local address: a production build (NODE_ENV=production) needs the site's public address, e.g. SITE_URL=https://www.example.com.`;
  }
  return undefined;
}
