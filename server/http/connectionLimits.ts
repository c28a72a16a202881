import type { Server, ServerOptions } from 'node:http';

export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this time (Node answers 408). */
  requestTimeoutMs: number;
  /** The headers alone must arrive within this time. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this number are refused at once, so descriptors stay free for the rest. */
  maxConnections: number;
  /** After this many requests a keep-alive connection is closed and the client reconnects. */
  maxRequestsPerSocket: number;
}

/**
 * Fastify's timeout settings: a client that stalls while sending headers or a body, or sits on an
 * idle connection, is cut off without touching the others. Node checks the request and header
 * deadlines on a timer; checking often keeps a stalled client from outliving its deadline by
 * Node's default 30-second interval.
 */
export function connectionOptions(limits: ConnectionLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  maxRequestsPerSocket: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    // A socket with no traffic at all (a client that stops reading its answer) is closed too.
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

/** The cap on open connections lives on Node's server, not in Fastify's options. */
export function capConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.maxConnections;
}
