/**
 * The linking site's domain as the console names it ("google.com"), from the origin the page
 * sends; nothing for an unreadable origin or for the site itself.
 */
export function referrerDomain(origin: string | undefined, siteHost: string): string | undefined {
  if (!origin) return undefined;
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const domain = host.replace(/^www\./, '');
  return domain && domain !== siteHost.toLowerCase().replace(/^www\./, '') ? domain : undefined;
}
