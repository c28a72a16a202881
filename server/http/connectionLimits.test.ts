/** @vitest-environment node */
import type { FastifyInstance } from 'fastify';
import { request as httpRequest, Agent } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { signupCallPaths } from '../../src/facts/signupApi';

const context = setUpApiTests();

/** Short deadlines, so a stalled client is cut off within a test's time. */
const shortLimits = {
  REQUEST_TIMEOUT_MS: '600',
  HEADERS_TIMEOUT_MS: '400',
  KEEP_ALIVE_TIMEOUT_MS: '300',
};

async function listen(
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; port: number }> {
  context.app = await startTestApp({
    config: testConfig(context.dist.dir, env),
    store: context.harness.store,
  });
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  const address = context.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no port.');
  return { app: context.app, port: address.port };
}

function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server sent and how long the connection lasted; fails past `limitMs`. */
function closedWithin(socket: Socket, limitMs: number): Promise<{ ms: number; received: string }> {
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`The connection was still open after ${limitMs} ms.`));
    }, limitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - started, received });
    });
  });
}

const connectionCount = (app: FastifyInstance) =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

describe('a stalled client', () => {
  it.each([signupCallPaths.createCustomer, '/no/such/address'])(
    'is cut off when its body to %s never finishes, while others are served',
    async (path) => {
      const { port } = await listen(shortLimits);
      const stalled = await openSocket(port);
      stalled.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'Content-Length: 64\r\n\r\n{"email":',
      );
      const closed = closedWithin(stalled, 3_000);

      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(healthy.status).toBe(200);

      const { ms, received } = await closed;
      expect(ms).toBeGreaterThanOrEqual(400);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    },
  );

  it('is cut off when its headers never finish', async () => {
    const { port } = await listen(shortLimits);
    const stalled = await openSocket(port);
    stalled.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const { received } = await closedWithin(stalled, 3_000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('loses an idle keep-alive connection after the keep-alive timeout', async () => {
    const { port } = await listen(shortLimits);
    const socket = await openSocket(port);
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const { received } = await closedWithin(socket, 3_000);
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('connection caps', () => {
  it('refuses connections beyond MAX_CONNECTIONS at once and serves again when one ends', async () => {
    const { app, port } = await listen({ MAX_CONNECTIONS: '3' });
    const held = await Promise.all([openSocket(port), openSocket(port), openSocket(port)]);
    try {
      await expect.poll(() => connectionCount(app)).toBe(3);

      const extra = await openSocket(port);
      extra.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const refused = await closedWithin(extra, 2_000);
      expect(refused.received).toBe('');

      held.pop()?.destroy();
      await expect.poll(() => connectionCount(app)).toBe(2);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('closes a keep-alive connection after MAX_REQUESTS_PER_SOCKET requests', async () => {
    const { port } = await listen({ MAX_REQUESTS_PER_SOCKET: '2' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ connection: string | undefined; socket: Socket }>((resolve, reject) => {
        const call = httpRequest({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ connection: res.headers.connection, socket: call.socket as Socket }),
          );
        });
        call.on('error', reject);
        call.end();
      });
    try {
      const first = await get();
      const second = await get();
      expect(second.socket).toBe(first.socket);
      expect(first.connection).toBe('keep-alive');
      expect(second.connection).toBe('close');
    } finally {
      agent.destroy();
    }
  });
});
