import { normalizeIP } from '@fastify/rate-limit';
import type { Server } from 'node:http';
import { BlockList, isIPv4, type Socket } from 'node:net';

/** Who may set X-Forwarded-For: Fastify's trustProxy, from TRUST_PROXY (server/config.ts). */
export type TrustedProxies = false | string[] | ((address: string, hop: number) => boolean);

export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this time (Node answers 408). */
  requestTimeoutMs: number;
  /** The headers alone must arrive within this time. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this number are refused at once, so descriptors stay free for the rest. */
  maxConnections: number;
  /**
   * Connections one client address (an IPv6 /64) may hold open; beyond it they are refused at
   * once, so one client cannot take every slot. A trusted proxy is not capped.
   */
  maxConnectionsPerClient: number;
  /** After this many requests a keep-alive connection is closed and the client reconnects. */
  maxRequestsPerSocket: number;
}

/**
 * Fastify's timeout settings: a client that stalls while sending headers or a body, or sits on an
 * idle connection, is cut off without touching the others. Node checks the request and header
 * deadlines on a timer; checking often keeps a stalled client from outliving its deadline by
 * Node's default 30-second interval.
 */
export function connectionOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    // A socket with no traffic at all is closed too; a handler still waiting keeps it meanwhile.
    connectionTimeout: 2 * limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, limits.headersTimeoutMs / 4)),
    },
  };
}

/**
 * A client that stops reading its answer is cut once its unsent bytes have not moved for this
 * long. Node's own idle timeout cannot do it soon enough: it lets a socket with a write in
 * progress live for two of its periods, and it must stay long for handlers that wait.
 */
export function writeStallTimeoutMs(limits: Pick<ConnectionLimits, 'requestTimeoutMs'>): number {
  return limits.requestTimeoutMs;
}

/** Watches every socket's unsent bytes on one timer and cuts those that stopped moving. */
function cutStalledReaders(server: Server, stallMs: number): void {
  const watched = new Map<Socket, { written: number; since: number }>();
  const checkEveryMs = Math.max(50, Math.min(1_000, stallMs / 4));
  const timer = setInterval(() => {
    const now = performance.now();
    for (const [socket, last] of watched) {
      if (socket.writableLength === 0 || socket.bytesWritten !== last.written) {
        watched.set(socket, { written: socket.bytesWritten, since: now });
      } else if (now - last.since >= stallMs) {
        socket.destroy();
      }
    }
  }, checkEveryMs);
  timer.unref();
  server.on('connection', (socket: Socket) => {
    watched.set(socket, { written: socket.bytesWritten, since: performance.now() });
    socket.once('close', () => watched.delete(socket));
  });
  server.once('close', () => clearInterval(timer));
}

/** Whether a peer address is one of TRUST_PROXY's proxies (Fastify reads the same setting). */
export function proxyMatcher(trustProxy: TrustedProxies): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'function') return (address) => trustProxy(address, 0);
  const proxies = new BlockList();
  for (const entry of trustProxy) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) {
      const [address = '', prefix] = range.split('/');
      const family = isIPv4(address) ? 'ipv4' : 'ipv6';
      if (prefix === undefined) proxies.addAddress(address, family);
      else proxies.addSubnet(address, Number(prefix), family);
    }
  }
  return (peer) => {
    const address = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    return proxies.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
  };
}

/** The names TRUST_PROXY accepts besides addresses, as proxy-addr (Fastify's reader of X-Forwarded-For) defines them. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * The caps on open connections live on Node's server, not in Fastify's options: the global one is
 * Node's own; the per-client one counts each address's open sockets (no library does this at the
 * socket level; rate limits count requests, which a stalled socket never completes).
 */
export function capConnections(
  server: Server,
  limits: ConnectionLimits,
  trustProxy: TrustedProxies,
): void {
  server.maxConnections = limits.maxConnections;
  cutStalledReaders(server, writeStallTimeoutMs(limits));
  const isProxy = proxyMatcher(trustProxy);
  const openPerClient = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    const client = normalizeIP(address, 64);
    const open = (openPerClient.get(client) ?? 0) + 1;
    if (open > limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    openPerClient.set(client, open);
    socket.once('close', () => {
      const left = (openPerClient.get(client) ?? 1) - 1;
      if (left > 0) openPerClient.set(client, left);
      else openPerClient.delete(client);
    });
  });
}
