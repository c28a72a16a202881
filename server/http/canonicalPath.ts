/**
 * Where the trailing-slash form of an address is redirected: the same path without its trailing
 * slashes, always on this site. Browsers read a Location starting with two slashes, a slash and a
 * backslash, or either with tabs and line breaks between them (which they drop), as another site,
 * so leading slashes and backslashes collapse into one, and anything holding a control character,
 * a space or a non-ASCII character is not redirected at all (it answers 404 instead).
 * Returns undefined when there is nothing to redirect.
 */
export function canonicalRedirectTarget(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  if (path.length <= 1 || !path.endsWith('/')) return undefined;
  if (!PRINTABLE_ASCII.test(url)) return undefined;

  const trimmed = path.replace(/\/+$/, '').replace(/^[/\\]+/, '/') || '/';
  // A proxy or framework that decodes %2F or %5C before routing must not see "//host" either.
  if (/^[/\\]{2}/.test(decodedOrUndefined(trimmed) ?? '//')) return undefined;

  const target = `${trimmed}${query}`;
  return staysOnSite(target) ? target : undefined;
}

const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;

function decodedOrUndefined(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** The last word: the target resolved the way a browser resolves a Location keeps our origin. */
function staysOnSite(target: string): boolean {
  const site = 'http://site.invalid';
  try {
    return new URL(target, site).origin === site;
  } catch {
    return false;
  }
}

/**
 * Where the address of a page's file (/pricing.html, /index.html; `pages` maps each route to its
 * file) is redirected: the page's route, query kept. Undefined for any other address.
 */
export function pageFileRedirectTarget(
  url: string,
  pages: ReadonlyMap<string, string>,
): string | undefined {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const [route, file] of pages) {
    if (`/${file}` === path) return `${route}${queryStart === -1 ? '' : url.slice(queryStart)}`;
  }
  return undefined;
}
