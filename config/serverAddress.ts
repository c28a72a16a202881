/**
 * Where the server listens by default, and the address a link on this machine uses to reach it.
 * The build (astro.config.ts, the site URL, the host files) and the server read these.
 *
 * Imports nothing: the build's first check (scripts/check-site-url.ts) runs on Node's own type
 * stripping.
 */
export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';

/** HOST values that mean "every interface": no client can connect to them as written. */
export function isWildcardHost(host: string): boolean {
  return host === '0.0.0.0' || host === '::';
}

/** The host a local link reaches the server at: loopback for a wildcard or an unset HOST. */
export function localHostOf(host: string | undefined): string {
  const value = host?.trim();
  return !value || isWildcardHost(value) ? DEFAULT_HOST : value;
}

/** `http://host:port` for a local link, with an IPv6 host in brackets. */
export function localOriginOf(host: string | undefined, port: string | number | undefined): string {
  const name = localHostOf(host);
  const shownPort = String(port ?? '').trim() || String(DEFAULT_PORT);
  return `http://${name.includes(':') ? `[${name}]` : name}:${shownPort}`;
}
