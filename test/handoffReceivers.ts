import { simpleParser, type ParsedMail } from 'mailparser';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';
import { signupCallPaths } from '../shared/contracts/signupApi';
import { serverMainArgs } from './siteServerProcess';

/** A real SMTP server that keeps what it receives; it can be stopped and started on its port. */
export class SmtpSink {
  readonly messages: ParsedMail[] = [];
  /** The Message-ID of every message offered, refused ones included. */
  readonly offeredIds: string[] = [];
  /** How many of the next messages to refuse with a temporary error (451). */
  refuseNext = 0;
  port = 0;
  private server: SMTPServer | undefined;

  async start(port = this.port): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then((mail) => {
            this.offeredIds.push(mail.messageId ?? '');
            if (this.refuseNext > 0) {
              this.refuseNext -= 1;
              done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
              return;
            }
            this.messages.push(mail);
            done();
          })
          .catch((error: unknown) => done(error as Error));
      },
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

export interface ReceivedEvent {
  id: string;
  body: unknown;
}

/**
 * A platform stand-in: verifies each POST with the standardwebhooks package and keeps the
 * verified events. `answer` decides the status; an unverifiable request gets 401.
 */
export class PlatformReceiver {
  readonly events: ReceivedEvent[] = [];
  /** The webhook-id of every verified attempt, whatever it was answered. */
  readonly attemptIds: string[] = [];
  rejected = 0;
  answer: () => number = () => 204;
  delayMs = 0;
  private readonly server: HttpServer;
  private readonly webhook: Webhook;

  constructor(readonly secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') {
    this.webhook = new Webhook(secret);
    this.server = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        setTimeout(() => {
          const headers = Object.fromEntries(
            ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
              name,
              String(request.headers[name] ?? ''),
            ]),
          );
          try {
            const verified = this.webhook.verify(body, headers);
            this.attemptIds.push(headers['webhook-id'] ?? '');
            const status = this.answer();
            if (status >= 200 && status < 300) {
              this.events.push({ id: headers['webhook-id'] ?? '', body: verified });
            }
            response.writeHead(status).end();
          } catch {
            this.rejected += 1;
            response.writeHead(401).end();
          }
        }, this.delayMs);
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/adhelm`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A TCP server that accepts connections and never says a word: a hung SMTP or HTTP peer. */
export async function startSilentServer(): Promise<{
  url(scheme: string): string;
  connections: number;
  /** Everything the peers sent, as text. */
  received: string;
  stop(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  const state = { connections: 0, received: '' };
  const server = createTcpServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => (state.received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (scheme) => `${scheme}://127.0.0.1:${port}/`,
    get connections() {
      return state.connections;
    },
    get received() {
      return state.received;
    },
    stop: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 20_000, what = 'the condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A real server process (serverMainArgs) and its output. */
export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, serverMainArgs(), {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until a server started with PORT=0 says where it listens; returns its base URL. */
export function untilListening(server: ServerProcess): Promise<string> {
  return waitFor(
    () => {
      if (server.child.exitCode !== null) {
        throw new Error(`The server exited early:\n${server.output()}`);
      }
      return /ready at (http:\/\/[\w.:]+)\//.exec(server.output())?.[1];
    },
    { timeoutMs: 90_000, what: 'the server to listen' },
  );
}

/** Signs up through a server's API and completes its test checkout; returns the customer id. */
export async function completeTestSignup(
  baseUrl: string,
  email: string,
  plan: { billing: string; level: string } = { billing: 'annual', level: 'ultimate' },
): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { customerId } = (await (
    await post(signupCallPaths.createCustomer, {
      email,
      attribution: { utm_source: 'news', utm_campaign: 'spring' },
    })
  ).json()) as { customerId: string };
  const checkoutUrl = await (
    await post(signupCallPaths.createCheckoutSession, { customerId, ...plan })
  ).text();
  const completed = await fetch(`${baseUrl}${new URL(checkoutUrl).pathname}`, {
    method: 'POST',
    redirect: 'manual',
  });
  if (completed.status !== 303) throw new Error(`The test checkout answered ${completed.status}.`);
  return customerId;
}
