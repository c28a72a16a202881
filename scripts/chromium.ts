/** Debian's Chromium, or CHROME_PATH: the one browser the tests, the benchmark and the image script use. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const chromiumPath = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;

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
