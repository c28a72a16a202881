import type { FastifyInstance } from 'fastify';
import { request as httpRequest, Agent } from 'node:http';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpApiTests, startTestApp, testConfig } from '../../test/apiApp';
import { signupCallPaths } from '../../shared/contracts/signupApi';
import { proxyMatcher, writeStallTimeoutMs } from './connectionLimits';

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

/** A connection from `localAddress`: any 127.x.y.z address reaches the loopback server. */
function openSocket(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** A GET /healthz from `localAddress`, resolving with its status. */
function healthFrom(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, path: '/healthz', localAddress, agent: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    call.on('error', reject);
    call.end();
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

describe('the per-client cap', () => {
  it('refuses a client its connections beyond MAX_CONNECTIONS_PER_CLIENT, not its neighbours', async () => {
    const { app, port } = await listen({ MAX_CONNECTIONS_PER_CLIENT: '2' });
    const held = await Promise.all([openSocket(port), openSocket(port)]);
    try {
      await expect.poll(() => connectionCount(app)).toBe(2);
      const extra = await openSocket(port);
      extra.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect((await closedWithin(extra, 2_000)).received).toBe('');

      expect(await healthFrom(port, '127.0.0.2')).toBe(200);
      held.pop()?.destroy();
      await expect.poll(() => connectionCount(app)).toBe(1);
      expect(await healthFrom(port, '127.0.0.1')).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('does not cap a proxy named in TRUST_PROXY: it buffers for many clients', async () => {
    const { app, port } = await listen({
      MAX_CONNECTIONS_PER_CLIENT: '2',
      TRUST_PROXY: '127.0.0.3',
    });
    const held = await Promise.all([1, 2, 3, 4].map(() => openSocket(port, '127.0.0.3')));
    try {
      await expect.poll(() => connectionCount(app)).toBe(4);
      expect(await healthFrom(port, '127.0.0.3')).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('with 600 stalled sockets from one address, serves 20 of 20 requests from others within 5 s', async () => {
    // The defaults: MAX_CONNECTIONS 500, MAX_CONNECTIONS_PER_CLIENT 64, a 10 s header timeout.
    const { port } = await listen({});
    const stalled: Socket[] = [];
    try {
      for (let batch = 0; batch < 6; batch += 1) {
        const sockets = await Promise.all(
          Array.from({ length: 100 }, () => openSocket(port, '127.0.0.1')),
        );
        for (const socket of sockets) {
          socket.on('error', () => undefined);
          socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
          stalled.push(socket);
        }
      }
      const started = performance.now();
      const others = Array.from({ length: 20 }, (_, index) => `127.0.0.${2 + (index % 5)}`);
      const statuses = await Promise.all(others.map((address) => healthFrom(port, address)));
      const seconds = (performance.now() - started) / 1_000;
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(seconds).toBeLessThan(5);
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  }, 30_000);
});

describe('a client that stops reading its answer', () => {
  it('is cut once its unsent bytes have not moved for the write-stall timeout', async () => {
    writeFileSync(join(context.dist.dir, 'large.bin'), randomBytes(48 * 1024 * 1024));
    const { app, port } = await listen({ REQUEST_TIMEOUT_MS: '1000' });
    const serverSocketClosed = new Promise<number>((resolve) =>
      app.server.once('connection', (socket: Socket) =>
        socket.once('close', () => resolve(performance.now())),
      ),
    );
    const reader = await openSocket(port);
    reader.on('error', () => undefined);
    reader.write('GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => reader.once('data', resolve));
    reader.pause();
    const stoppedReading = performance.now();
    const limitMs = writeStallTimeoutMs({ requestTimeoutMs: 1_000 });
    const closedAt = await Promise.race([
      serverSocketClosed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), limitMs + 5_000)),
    ]);
    reader.destroy();
    expect(closedAt - stoppedReading).toBeLessThan(limitMs + 1_000);
  }, 20_000);

  it('is cut within 30 s with the default settings', () => {
    expect(writeStallTimeoutMs(testConfig(context.dist.dir).connections)).toBeLessThan(29_000);
  });
});

describe('which peers are trusted proxies', () => {
  it('reads TRUST_PROXY as Fastify does: addresses, ranges, names or a hop count', () => {
    const listed = proxyMatcher(
      testConfig('.', { TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy,
    );
    expect(listed('10.1.2.3')).toBe(true);
    expect(listed('127.0.0.5')).toBe(true);
    expect(listed('::ffff:127.0.0.1')).toBe(true);
    expect(listed('::1')).toBe(true);
    expect(listed('11.0.0.1')).toBe(false);
    expect(listed('2001:db8::1')).toBe(false);

    expect(proxyMatcher(false)('127.0.0.1')).toBe(false);
    expect(proxyMatcher(testConfig('.', { TRUST_PROXY: '1' }).trustProxy)('203.0.113.9')).toBe(
      true,
    );
  });
});
