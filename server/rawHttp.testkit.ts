import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends a request line exactly as written (no URL parsing or normalising on the way, unlike
 * fetch or Fastify's inject) and reads the whole answer.
 */
export function rawGet(port: number, target: string, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect({ host: '127.0.0.1', port }, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`),
    );
    socket.setTimeout(5_000, () => socket.destroy(new Error(`No answer to ${target}`)));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}
