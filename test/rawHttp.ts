/**
 * Exact bytes over a TCP socket, for requests an HTTP client refuses to send, and the whole
 * answer read back (status, headers and every byte of the body), so a check on the body can fail.
 */
import net from 'node:net';

export interface RawAnswer {
  /** Undefined when the server closed the connection without answering. */
  status?: number;
  headers: Record<string, string>;
  /** The body, de-chunked when it came in chunks. */
  body: string;
  /** Everything received, as received. */
  raw: string;
}

export interface RawOptions {
  /** Half-close after writing, for bytes that may be an unfinished request. */
  endAfterWrite?: boolean;
  timeoutMs?: number;
}

function dechunk(body: string): string {
  let rest = body;
  let out = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (lineEnd < 0 || !Number.isFinite(size) || size === 0) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

export function parseAnswer(raw: string): RawAnswer {
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1];
  const headerEnd = raw.indexOf('\r\n\r\n');
  if (!status || headerEnd < 0) return { headers: {}, body: '', raw };
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, headerEnd).split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(headerEnd + 4);
  return {
    status: Number(status),
    headers,
    body: headers['transfer-encoding'] === 'chunked' ? dechunk(body) : body,
    raw,
  };
}

/**
 * Writes `bytes` and reads until the server closes the connection. Requests should ask for
 * `Connection: close`; one still open after `timeoutMs` is an error (the server hung).
 */
export function sendRaw(port: number, bytes: Uint8Array, options: RawOptions = {}) {
  const { endAfterWrite = false, timeoutMs = 5_000 } = options;
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`No end of the answer within ${timeoutMs} ms`));
    });
    socket.on('connect', () => (endAfterWrite ? socket.end(bytes) : socket.write(bytes)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the server refused the request is a closed connection, not a test failure.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('latin1'))));
  });
}

/**
 * Sends a request line exactly as written (no URL parsing or normalising on the way, unlike
 * fetch or Fastify's inject) and reads the whole answer.
 */
export function rawGet(port: number, target: string, method = 'GET'): Promise<RawAnswer> {
  const request = `${method} ${target} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`;
  return sendRaw(port, Buffer.from(request, 'latin1'));
}
