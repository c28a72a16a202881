/**
 * Where the server listens by default, and the address a link on this machine uses to reach it.
 * The build (astro.config.ts, the site URL, the host files) and the server read these.
 *
 * Imports nothing: the build's first check (scripts/check-site-url.ts) runs on Node's own type
 * stripping.
 */
export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
/**
 * Where a development server listens when HOST is unset: every address `localhost` names on this
 * machine (Fastify binds each, 127.0.0.1 and ::1), so the site's own address,
 * http://localhost:3000, and http://127.0.0.1:3000 both answer. Production keeps HOST, or
 * 127.0.0.1 behind its proxy.
 */
export const DEVELOPMENT_HOST = 'localhost';

/** The host to listen on when HOST is unset. */
export const defaultHost = (production: boolean): string =>
  production ? DEFAULT_HOST : DEVELOPMENT_HOST;

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

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the site's address is this process itself, on this machine. */
function servedHere(site: URL, port: number): boolean {
  return (
    site.protocol === 'http:' &&
    loopbackNames.has(site.hostname) &&
    (site.port || '80') === String(port)
  );
}

/** The site's origin, on the port the system gave a server started with PORT=0. */
function boundOrigin(siteOrigin: string, port: number): URL {
  const site = new URL(siteOrigin);
  if (site.port === '0') site.port = String(port);
  return site;
}

/**
 * The line a started server prints: the address its pages use (SITE_URL's origin), so the link a
 * developer follows is the one the checkout, the canonical links and the team console's origin
 * check use. When that address is not this process itself (a public SITE_URL behind a proxy),
 * where the process listens follows.
 */
export function readyLine(siteOrigin: string, host: string, port: number): string {
  const site = boundOrigin(siteOrigin, port);
  const listening = servedHere(site, port)
    ? ''
    : ` (this process listens on ${localOriginOf(host, port)})`;
  return `Site and signup API ready at ${site.origin}/${listening}`;
}

/**
 * A warning when SITE_URL names this machine but not this server (another port): the checkout,
 * the e-mailed links and the console's origin check would all send visitors there.
 */
export function siteAddressWarning(
  siteOrigin: string,
  host: string,
  port: number,
): string | undefined {
  const site = boundOrigin(siteOrigin, port);
  if (site.protocol !== 'http:' || !loopbackNames.has(site.hostname) || servedHere(site, port)) {
    return undefined;
  }
  return `Warning: SITE_URL is ${site.origin}, but this server listens on ${localOriginOf(host, port)}: the checkout, e-mailed links and the team console use SITE_URL. Leave SITE_URL unset on this machine (it follows HOST and PORT), or set it to the address the site is reached at.`;
}

/**
 * The origins a page of the site is on: `siteOrigin`, and on this machine its twin, since a
 * development server answers at both http://localhost:PORT and http://127.0.0.1:PORT.
 */
export function siteOriginsOf(siteOrigin: string): string[] {
  const url = new URL(siteOrigin);
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (!twin) return [url.origin];
  const other = new URL(url.origin);
  other.hostname = twin;
  return [url.origin, other.origin];
}
