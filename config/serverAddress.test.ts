import Fastify from 'fastify';
import { lookup } from 'node:dns/promises';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PORT,
  isWildcardHost,
  localHostOf,
  localOriginOf,
  readyLine,
  siteAddressWarning,
} from './serverAddress';
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

  it('follows HOST and PORT while SITE_URL is unset, and SITE_URL alone once it is set', () => {
    expect(siteUrlOf({ HOST: '127.0.0.1', PORT: '4100' })).toBe('http://127.0.0.1:4100');
    expect(siteUrlOf({ HOST: '0.0.0.0', PORT: '4100' })).toBe('http://localhost:4100');
    expect(siteUrlOf({ HOST: '::1', PORT: '4100' })).toBe('http://[::1]:4100');
    expect(siteUrlOf({ HOST: '192.168.1.20' })).toBe('http://192.168.1.20:3000');
    expect(siteUrlOf({ SITE_URL: 'https://www.example.com/', PORT: '4100' })).toBe(
      'https://www.example.com',
    );
    expect(parseConfig({ PORT: '4100' }).siteOrigins).toEqual([
      'http://localhost:4100',
      'http://127.0.0.1:4100',
    ]);
  });
});

describe('a SITE_URL that is not where the server listens', () => {
  const warning = (env: Record<string, string>, boundPort: number) => {
    const config = parseConfig(env);
    return siteAddressWarning(config.siteOrigin, config.host, boundPort);
  };

  it('is named in one line when it points at another port of this machine', () => {
    const line = warning({ SITE_URL: 'http://localhost:3000', PORT: '4100' }, 4100);
    expect(line).toMatch(
      /^Warning: SITE_URL is http:\/\/localhost:3000, but this server listens on http:\/\/localhost:4100: /,
    );
    expect(line).not.toContain('\n');
  });

  it('is not a problem when unset, when it matches, or when a proxy serves the site', () => {
    expect(warning({ PORT: '4100' }, 4100)).toBeUndefined();
    expect(warning({ PORT: '0' }, 41234)).toBeUndefined();
    expect(warning({ SITE_URL: 'http://127.0.0.1:4100', PORT: '4100' }, 4100)).toBeUndefined();
    expect(
      warning({ SITE_URL: 'https://www.adhelm.example', NODE_ENV: 'production' }, 3000),
    ).toBeUndefined();
  });
});

describe('the address a started server prints', () => {
  const printed = (env: Record<string, string>, boundPort: number) => {
    const config = parseConfig(env);
    return readyLine(config.siteOrigin, config.host, boundPort);
  };
  const origin = (line: string) => /ready at (\S+?)\/(?:\s|$)/.exec(line)?.[1];

  it('is the canonical origin the pages, the checkout and the team console use', () => {
    const config = parseConfig({});
    expect(origin(printed({}, DEFAULT_PORT))).toBe(config.siteOrigin);
    expect(config.siteOrigin).toBe(`http://localhost:${DEFAULT_PORT}`);
    expect(printed({}, DEFAULT_PORT)).toBe(
      `Site and signup API ready at http://localhost:${DEFAULT_PORT}/`,
    );
    const local = { SITE_URL: 'http://127.0.0.1:3140/', PORT: '3140' };
    expect(origin(printed(local, 3140))).toBe(parseConfig(local).siteOrigin);
  });

  it('names the port the system chose when PORT=0 leaves the choice to it', () => {
    expect(printed({ PORT: '0' }, 41234)).toBe(
      'Site and signup API ready at http://localhost:41234/',
    );
  });

  it('adds where the process listens when the site is served from elsewhere', () => {
    const behindProxy = {
      SITE_URL: 'https://www.adhelm.example',
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
    };
    expect(printed(behindProxy, 3000)).toBe(
      'Site and signup API ready at https://www.adhelm.example/ (this process listens on http://127.0.0.1:3000)',
    );
  });
});

describe('where the server listens', () => {
  it('in development, on every loopback address localhost names; in production, on HOST or 127.0.0.1', () => {
    expect(parseConfig({}).host).toBe('localhost');
    expect(parseConfig({ NODE_ENV: 'production' }).host).toBe('127.0.0.1');
    expect(parseConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(parseConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('answers at localhost and at 127.0.0.1 alike in development', async () => {
    const app = Fastify();
    app.get('/', async () => 'here');
    await app.listen({ host: parseConfig({}).host, port: 0 });
    try {
      const addresses = app.addresses().filter((address) => typeof address !== 'string');
      const bound = addresses.map((address) => address.address);
      const named = (await lookup('localhost', { all: true })).map((entry) => entry.address);
      expect(bound.sort()).toEqual([...new Set(named)].sort());
      expect(bound).toContain('127.0.0.1');
      const port = addresses[0]?.port;
      for (const host of ['localhost', '127.0.0.1']) {
        expect(await (await fetch(`http://${host}:${port}/`)).text()).toBe('here');
      }
    } finally {
      await app.close();
    }
  });
});
