/**
 * Property-based: seeded streams of malformed requests, in-process and over a real socket. Every
 * answer keeps the rules of test/malformedRequests.ts, and a normal request still works after
 * each one. A failure prints the seed and the smallest request that breaks a rule.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  knownMethods,
  malformedRequest,
  problemsWith,
  stackTrace,
  type MalformedRequest,
} from '../../test/malformedRequests';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { sendRaw } from '../../test/rawHttp';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';

const context = setUpApiTests();
const settings = { seed: 20_250_601, numRuns: 300, interruptAfterTimeLimit: 20_000 };
const normalCheck = `${signupCallPaths.exists}?email=${encodeURIComponent('still-here@example.com')}`;

async function start(): Promise<FastifyInstance> {
  context.app = await startTestApp({
    config: testConfig(context.dist.dir, {
      RATE_LIMIT_EXISTS_MAX: '100000',
      RATE_LIMIT_SIGNUP_MAX: '100000',
    }),
    store: context.harness.store,
  });
  return context.app;
}

describe('malformed requests, in-process', () => {
  it('answers each with a 4xx in the API shape (or a non-5xx off the API), never a stack trace', async () => {
    const app = await start();
    await fc.assert(
      fc.asyncProperty(
        malformedRequest.filter((request) => knownMethods.has(request.method)),
        async (request) => {
          const response = await app.inject({
            method: request.method as 'GET',
            url: request.path,
            headers: request.headers,
            ...(request.body === undefined ? {} : { payload: request.body }),
          });
          const answer = {
            status: response.statusCode,
            headers: response.headers,
            body: response.body,
            everything: `${JSON.stringify(response.headers)}\n${response.body}`,
          };
          expect(problemsWith(request, answer)).toEqual([]);
          expect((await app.inject(normalCheck)).statusCode).toBe(200);
        },
      ),
      settings,
    );
  }, 60_000);
});

function rawRequest(request: MalformedRequest): Buffer {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers = {
    host: '127.0.0.1',
    connection: 'close',
    ...request.headers,
    ...(body ? { 'content-length': String(body.length) } : {}),
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.concat([
    Buffer.from(`${request.method} ${request.path} HTTP/1.1\r\n${head.join('')}\r\n`, 'utf8'),
    body ?? Buffer.alloc(0),
  ]);
}

describe('malformed requests over a real socket', () => {
  let port: number;
  const expectStillServing = async () => {
    const answer = await sendRaw(
      port,
      rawRequest({ method: 'GET', path: normalCheck, headers: {} }),
    );
    expect(answer.status).toBe(200);
  };

  // A fresh app for each test: the shared hooks close it after each one.
  beforeEach(async () => {
    const app = await start();
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  it('answers malformed requests within the rules', async () => {
    await fc.assert(
      fc.asyncProperty(malformedRequest, async (request) => {
        const answer = await sendRaw(port, rawRequest(request));
        expect(answer.status, 'an answer before the connection closed').toBeDefined();
        const problems = problemsWith(request, {
          ...answer,
          status: answer.status ?? 0,
          everything: answer.raw,
        });
        expect(problems).toEqual([]);
        await expectStillServing();
      }),
      { ...settings, numRuns: 200 },
    );
  }, 60_000);

  // Node's HTTP parser refuses a method it does not know before any route sees the request, so
  // the answer is a plain 400, not the API's shape.
  it('refuses unknown methods with a 4xx, never a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Z]{1,12}$/).filter((method) => !knownMethods.has(method)),
        fc.constantFrom(...Object.values(signupCallPaths), '/'),
        async (method, path) => {
          const answer = await sendRaw(port, rawRequest({ method, path, headers: {} }));
          expect(answer.status).toBe(400);
          expect(answer.raw).not.toMatch(stackTrace);
          await expectStillServing();
        },
      ),
      { ...settings, numRuns: 50 },
    );
  }, 60_000);

  it('refuses headers past the size limit without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 17_000, max: 120_000 }),
        fc.constantFrom(...Object.values(signupCallPaths), '/'),
        async (size, path) => {
          const request = { method: 'GET', path, headers: { cookie: 'a'.repeat(size) } };
          const answer = await sendRaw(port, rawRequest(request));
          if (answer.status !== undefined) expect(answer.status).toBe(431);
          await expectStillServing();
        },
      ),
      { ...settings, numRuns: 20 },
    );
  }, 60_000);

  it('answers random bytes with a 4xx or by closing the connection, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 400 }), async (bytes) => {
        const answer = await sendRaw(port, bytes, { endAfterWrite: true });
        if (answer.status !== undefined) {
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
        }
        expect(answer.raw).not.toMatch(stackTrace);
        await expectStillServing();
      }),
      { ...settings, numRuns: 200 },
    );
  }, 60_000);
});
