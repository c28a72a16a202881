import { describe, expect, it } from 'vitest';
import { isWildcardHost, localHostOf, localOriginOf } from './serverAddress';
import { parseConfig } from '../server/config';
import { siteUrlOf } from './siteBuild';

describe('the server address', () => {
  it('links a wildcard or unset HOST to loopback, and keeps any other host', () => {
    expect(isWildcardHost('0.0.0.0')).toBe(true);
    expect(isWildcardHost('::')).toBe(true);
    expect(localHostOf('0.0.0.0')).toBe('127.0.0.1');
    expect(localHostOf('::')).toBe('127.0.0.1');
    expect(localHostOf(undefined)).toBe('127.0.0.1');
    expect(localHostOf(' ')).toBe('127.0.0.1');
    expect(localHostOf('10.1.2.3')).toBe('10.1.2.3');
  });

  it('writes a local origin, with an IPv6 host in brackets and the default port', () => {
    expect(localOriginOf('::', undefined)).toBe('http://127.0.0.1:3000');
    expect(localOriginOf('::1', '3140')).toBe('http://[::1]:3140');
    expect(localOriginOf('0.0.0.0', '')).toBe('http://127.0.0.1:3000');
  });

  it('gives the server and the build the same default port, 3000', () => {
    expect(parseConfig({}).port).toBe(3000);
    expect(siteUrlOf({})).toBe('http://localhost:3000');
    expect(siteUrlOf({ PORT: '3140' })).toBe('http://localhost:3140');
  });
});
