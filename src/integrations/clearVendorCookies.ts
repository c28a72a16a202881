/**
 * Deletes the first-party cookies a vendor set on our domain once consent is withdrawn. A cookie
 * can only be deleted with the domain it was set for, so every parent domain is tried.
 */
export function clearVendorCookies(namePrefixes: readonly string[]): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => name !== '' && namePrefixes.some((prefix) => name.startsWith(prefix)));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  for (const name of names) {
    document.cookie = `${name}=; ${expired}`;
    for (const domain of domains) document.cookie = `${name}=; ${expired}; domain=${domain}`;
  }
}
