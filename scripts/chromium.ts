/** Debian's Chromium: the browser the benchmark and the brand images use, drawing as a visitor's does. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's headless build of the same Chromium (same engine and version, without the desktop
 * browser around it): the tests' browser. On two cores it runs the end-to-end suite in about half
 * the time (pages and languages specs: 87 s instead of 184 s). The approved pictures in
 * e2e/__screenshots__ are taken with it (playwright.config.ts draws its text unhinted).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** CHROME_PATH replaces both. */
export const chromiumPath = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;
export const testChromiumPath = process.env.CHROME_PATH ?? DEBIAN_HEADLESS_SHELL;

/**
 * Flags that let Chromium run as root in a container on a machine without outside network:
 * without the background-networking ones it keeps trying, and failing, to reach Google's hosts.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
