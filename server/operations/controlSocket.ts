import { once } from 'node:events';
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { Operations } from './operations';

/**
 * The embedded database (PGlite) can be opened by one process only, and it takes no lock of its
 * own. While a server holds DATA_DIR, it answers the team's scripts over this Unix socket inside
 * DATA_DIR (mode 0600: only the owner of the data can ask), so they never open the folder twice.
 * One JSON request per connection, one JSON answer.
 */
export const CONTROL_SOCKET_FILE = 'control.sock';

type Request =
  { op: 'signups'; since: string } | { op: 'failed-deliveries' } | { op: 'retry-failed' };

export const controlSocketPath = (dataDir: string) => join(dataDir, CONTROL_SOCKET_FILE);

async function answer(operations: Operations, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'signups':
      return operations.signups(new Date(request.since));
    case 'failed-deliveries':
      return operations.failedDeliveries();
    case 'retry-failed':
      return operations.retryFailedDeliveries();
  }
}

/** Starts answering on DATA_DIR/control.sock; returns the function that stops it. */
export async function serveOperations(
  operations: Operations,
  dataDir: string,
): Promise<() => Promise<void>> {
  const path = controlSocketPath(dataDir);
  // A socket file left by a server that was killed: nobody answers on it any more.
  await rm(path, { force: true });
  const server: Server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.setTimeout(30_000, () => socket.destroy());
    const send = (reply: { result?: unknown; error?: string }) =>
      socket.end(`${JSON.stringify(reply)}\n`);
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (!input.includes('\n')) return;
      let request: Request;
      try {
        request = JSON.parse(input.slice(0, input.indexOf('\n'))) as Request;
      } catch {
        send({ error: 'The request is not JSON.' });
        return;
      }
      answer(operations, request)
        .then((result) => send({ result }))
        .catch((error: unknown) =>
          send({ error: error instanceof Error ? error.message : String(error) }),
        );
    });
    socket.on('error', () => socket.destroy());
  });
  server.listen(path);
  await once(server, 'listening');
  await chmod(path, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

async function ask(dataDir: string, request: Request): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(output) as { result?: unknown; error?: string };
        if (reply.error !== undefined) reject(new Error(reply.error));
        else resolve(reply.result);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/**
 * The operations of the server holding DATA_DIR, or undefined when no server answers there
 * (none runs, or one was killed and left its socket file).
 */
export async function runningServerOperations(dataDir: string): Promise<Operations | undefined> {
  try {
    await ask(dataDir, { op: 'failed-deliveries' });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return undefined;
    throw error;
  }
  return {
    signups: async (since) =>
      (await ask(dataDir, { op: 'signups', since: since.toISOString() })) as string[][],
    failedDeliveries: async () => (await ask(dataDir, { op: 'failed-deliveries' })) as string[][],
    retryFailedDeliveries: async () => (await ask(dataDir, { op: 'retry-failed' })) as number,
  };
}
