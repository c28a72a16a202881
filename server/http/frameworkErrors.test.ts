import { describe, expect, it } from 'vitest';
import { apiMessages } from './errors';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { rawGet, sendRaw, type RawAnswer } from '../../test/rawHttp';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { readCopy } from '../../shared/copy/readCopy';

const context = setUpApiTests();

async function listen(env: Record<string, string> = {}): Promise<number> {
  context.app = await startTestApp({
    config: testConfig(context.dist.dir, env),
    store: context.harness.store,
  });
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  const address = context.app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

function expectSecurityHeaders(response: RawAnswer) {
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toContain('max-age=');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['permissions-policy']).toContain('camera=()');
}

const longId = `cs_${'x'.repeat(150)}`;

describe('addresses Fastify refuses before routing', () => {
  it('answers an undecodable API address in the API error shape, without echoing it', async () => {
    const response = await rawGet(await listen(), '/api/%%32%65/x');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(response.body)).toEqual({
      errors: [{ message: apiMessages('en').badRequest }],
    });
    expect(response.body).not.toContain('%');
    expectSecurityHeaders(response);
  });

  it('answers an undecodable page address in plain text, without echoing it', async () => {
    const response = await rawGet(await listen(), '/pricing/%%32%65');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(apiMessages('en').badRequest);
    expectSecurityHeaders(response);
  });

  it('answers a checkout id over 100 characters with the 404 page', async () => {
    const response = await rawGet(await listen(), `/checkout/test/${longId}`);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('Page Not Found');
    expect(response.body).not.toContain(longId);
    expectSecurityHeaders(response);
  });

  it('answers a POST with a checkout id over 100 characters the same way', async () => {
    const response = await rawGet(await listen(), `/checkout/test/${longId}`, 'POST');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(longId);
    expectSecurityHeaders(response);
  });
});

describe("the console's API, whatever the address's length", () => {
  const teamMessages = readCopy('teamMessages', 'en');

  it.each([
    ['POST', `/team/api/deliveries/${'x'.repeat(5_000)}/retry`, 404, teamMessages.notFound],
    ['POST', `/team/api/deliveries/${'x'.repeat(101)}/retry`, 404, teamMessages.notFound],
    ['GET', '/team/api/%%32%65', 400, teamMessages.badRequest],
  ] as const)(
    '%s %#: answers JSON in the error shape, never the HTML 404 page',
    async (method, path, status, message) => {
      const response = await rawGet(await listen({ TEAM_EMAILS: 'ada@example.com' }), path, method);
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(response.body)).toEqual({ errors: [{ message }] });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expectSecurityHeaders(response);
    },
  );
});

describe('addresses that do not exist', () => {
  it.each([
    ['an API call', '/api/no-such-call-marker', 'application/json; charset=utf-8'],
    [
      'a 6,000-character API call',
      `/api/${'marker'.repeat(1_000)}`,
      'application/json; charset=utf-8',
    ],
    ['a page', '/no-such-page-marker', 'text/html; charset=utf-8'],
  ])('%s gets 404 with the security headers and no echo', async (_case, path, type) => {
    const response = await rawGet(await listen(), path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe(type);
    expect(response.body).not.toContain('marker');
    expectSecurityHeaders(response);
  });
});

describe("Node's own answers, before Fastify sees a request", () => {
  const marker = 'echo-marker';
  const post = `POST ${signupCallPaths.createCustomer} HTTP/1.1\r\nHost: site.test\r\n`;
  it.each([
    [400, 'a malformed header line', `GET / HTTP/1.1\r\nHost: site.test\r\n${marker}\r\n\r\n`],
    [408, 'headers that never finish', `GET /${marker} HTTP/1.1\r\nHost: site.test\r\nX-Slow: `],
    [
      413,
      'chunk extensions too large',
      `${post}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `1;${marker}=${'e'.repeat(20_000)}\r\n{\r\n`,
    ],
    [
      431,
      'headers too large',
      `GET / HTTP/1.1\r\nHost: site.test\r\nX-${marker}: ${'h'.repeat(20_000)}\r\n\r\n`,
    ],
  ])('%i for %s: the security headers, a fixed sentence, no echo', async (status, _case, bytes) => {
    const port = await listen({ HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600' });
    const response = await sendRaw(port, Buffer.from(bytes, 'latin1'), { timeoutMs: 5_000 });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers.connection).toBe('close');
    // In English: the request could not be read far enough to know its language.
    expect(Object.values(apiMessages('en'))).toContain(response.body);
    expect(response.raw).not.toContain(marker);
    expect(response.raw).not.toMatch(/at \w+ \(|node:|Error/);
  });
});
