import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { readCopy } from '../../shared/copy/readCopy';
import { errorBody } from '../http/errors';
import { editorPaths } from './editorPaths';

const teamMessages = readCopy('teamMessages', 'en');

/**
 * Development only: the editor saves into the working copy through decap-server, Decap CMS's own
 * proxy (the `proxy` backend's protocol), mounted on this server at /admin/api/v1 so that
 * `npm start` alone gives a working editor on the same origin. decap-server is a development
 * dependency and an Express app: it is loaded here only in development, never by a production
 * server (nor compiled into its bundle), and it reads the raw request itself. Only this machine may use it: it writes files.
 */
type ExpressApp = ((request: IncomingMessage, response: ServerResponse) => void) & {
  disable(setting: string): void;
};

interface DecapServer {
  express: () => ExpressApp;
  registerLocalFs(app: ExpressApp, options?: { logLevel?: string }): Promise<void>;
}

/** decap-server and the Express it is written for, as decap-server itself finds it. */
function loadDecapServer(): DecapServer {
  const fromHere = createRequire(import.meta.url);
  const fromDecapServer = createRequire(fromHere.resolve('decap-server/package.json'));
  const { registerLocalFs } = fromDecapServer('./dist/middlewares.js') as Pick<
    DecapServer,
    'registerLocalFs'
  >;
  return { express: fromDecapServer('express') as DecapServer['express'], registerLocalFs };
}

const isLoopback = (address: string | undefined): boolean => {
  const plain = (address ?? '').replace(/^::ffff:/, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
};

/** decap-server set up on an Express app of its own, writing into `workingCopy`. */
async function setUpProxy(workingCopy: string, logLevel: string): Promise<ExpressApp> {
  const { express, registerLocalFs } = loadDecapServer();
  const proxy = express();
  proxy.disable('x-powered-by');
  // decap-server reads the folder from its environment when it is set up, and only then.
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = resolve(workingCopy);
  try {
    await registerLocalFs(proxy, { logLevel: logLevel === 'silent' ? 'error' : logLevel });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  return proxy;
}

export function registerLocalBackend(
  app: FastifyInstance,
  {
    workingCopy,
    logLevel,
    headers,
  }: { workingCopy: string; logLevel: string; headers: Record<string, string | undefined> },
): void {
  // Loaded on the editor's first call, so a server that is never edited with starts as fast.
  let proxy: Promise<ExpressApp> | undefined;
  // Before Fastify reads the body: decap-server parses its own (large entries, media uploads).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== editorPaths.localBackend) return;
    if (!isLoopback(request.socket.remoteAddress)) {
      return reply.code(403).send(errorBody(teamMessages.originRefused));
    }
    proxy ??= setUpProxy(workingCopy, logLevel).catch((error: unknown) => {
      proxy = undefined;
      throw error;
    });
    const answer = await proxy;
    reply.hijack();
    // A hijacked answer skips Fastify's hooks: the headers go on by hand.
    for (const [name, value] of Object.entries({ ...reply.getHeaders(), ...headers })) {
      if (value === undefined) reply.raw.removeHeader(name);
      else reply.raw.setHeader(name, value);
    }
    request.raw.url = '/api/v1';
    answer(request.raw, reply.raw);
  });
}
