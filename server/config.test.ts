import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('SITE_URL', () => {
  it('is the server on this machine when unset, on the port it listens on', () => {
    expect(parseConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '3300' }).siteUrl).toBe('http://localhost:3300');
    expect(parseConfig({ PORT: '3300', SITE_URL: '' }).siteUrl).toBe('http://localhost:3300');
  });

  it('is the public address when set, without a trailing slash', () => {
    const config = parseConfig({ PORT: '3300', SITE_URL: 'https://www.adhelm.example/' });
    expect(config.siteUrl).toBe('https://www.adhelm.example');
    expect(config.allowedOrigins).toEqual(['https://www.adhelm.example']);
  });

  it('refuses a value that is not an address', () => {
    expect(() => parseConfig({ SITE_URL: 'www.adhelm' })).toThrow(/SITE_URL/);
  });
});
