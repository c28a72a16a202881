import { describe, expect, it } from 'vitest';
import { loadCountryOf } from './countryOf';

describe('the visitor’s country', () => {
  it('is read from the public-domain database by address, IPv4 and IPv6, and nothing else', async () => {
    const countryOf = await loadCountryOf();
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('5.9.0.1')).toBe('DE');
    expect(countryOf('81.2.69.160')).toBe('GB');
    expect(countryOf('2a01:4f8::1')).toBe('DE');
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '203.0.113.9', 'not-an-address', '']) {
      expect(countryOf(address), address).toBeUndefined();
    }
  });
});
