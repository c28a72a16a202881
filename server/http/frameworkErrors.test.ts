/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../src/content/apiMessages';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { rawGet, type RawAnswer } from '../../test/rawHttp';

const context = setUpApiTests();

async function listen(): Promise<number> {
  context.app = await startTestApp({
    config: testConfig(context.dist.dir),
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
    expect(JSON.parse(response.body)).toEqual({ errors: [{ message: apiMessages.badRequest }] });
    expect(response.body).not.toContain('%');
    expectSecurityHeaders(response);
  });

  it('answers an undecodable page address in plain text, without echoing it', async () => {
    const response = await rawGet(await listen(), '/pricing/%%32%65');
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(apiMessages.badRequest);
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

describe('addresses that do not exist', () => {
  it.each([
    ['/api/no-such-call-marker', 'application/json; charset=utf-8'],
    ['/no-such-page-marker', 'text/html; charset=utf-8'],
  ])('%s gets 404 with the security headers and no echo', async (path, type) => {
    const response = await rawGet(await listen(), path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe(type);
    expect(response.body).not.toContain('marker');
    expectSecurityHeaders(response);
  });
});
