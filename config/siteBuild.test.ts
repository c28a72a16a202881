import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, siteBuildSettings } from './siteBuild';

describe('siteBuildSettings', () => {
  it('defaults to the development address and the dist folder', () => {
    expect(siteBuildSettings({})).toEqual({ siteUrl: 'http://localhost:3000', distDir: 'dist' });
  });

  it('drops the trailing slash of SITE_URL', () => {
    expect(siteBuildSettings({ SITE_URL: 'https://www.adhelm.example/' }).siteUrl).toBe(
      'https://www.adhelm.example',
    );
  });

  it('stops a production build whose SITE_URL is a loopback address, with one clear line', () => {
    for (const SITE_URL of [undefined, 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(() => siteBuildSettings({ NODE_ENV: 'production', SITE_URL })).toThrow(
        /^SITE_URL is .*loopback address: a production build \(NODE_ENV=production\) needs the site's public address[^\n]*$/,
      );
    }
  });

  it('lets a production build with a public SITE_URL through', () => {
    const settings = siteBuildSettings({
      NODE_ENV: 'production',
      SITE_URL: 'https://www.adhelm.example',
    });
    expect(settings.siteUrl).toBe('https://www.adhelm.example');
  });

  it('refuses a SITE_URL that is not an address', () => {
    expect(() => siteBuildSettings({ SITE_URL: 'www.adhelm.example' })).toThrow(/not an address/);
  });
});

describe('isLoopbackUrl', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://app.localhost', true],
    ['http://127.0.0.2', true],
    ['http://[::1]:8080', true],
    ['http://[::ffff:127.0.0.1]', true],
    ['https://www.adhelm.example', false],
    ['http://10.0.0.5', false],
  ])('%s → %s', (url, loopback) => {
    expect(isLoopbackUrl(url)).toBe(loopback);
  });
});
