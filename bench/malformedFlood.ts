/**
 * Sends the malformed requests to a server on loopback and judges every answer: no 5xx, API
 * errors in the `{ errors: [{ message }] }` shape, no stack trace or server path in any body.
 * Bounded: a fixed number of requests, a timeout per request and a deadline for the whole flood.
 */
import http from 'node:http';
import net from 'node:net';
import { malformedRequests, type MalformedKind, type MalformedRequest } from './malformedRequests';

type Outcome =
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'closed' | 'timeout' | 'refused-by-client'; detail: string };

export interface FloodSummary {
  seed: number;
  sent: number;
  seconds: number;
  byStatus: Record<string, number>;
  byKind: Record<string, Record<string, number>>;
  fiveXx: number;
  errorShapeViolations: number;
  stackTraceLeaks: number;
  /** Connections the server closed without an answer (e.g. while a huge body was still being sent). */
  closedWithoutAnswer: number;
  timeouts: number;
  refusedByClient: number;
  /** Customer ids handed out by create-customer: the database must hold exactly these. */
  customerIdsIssued: string[];
  /** A few examples of each problem found, to replay (the seed reproduces them all). */
  samples: Record<string, string[]>;
  finishedInTime: boolean;
}

const requestTimeoutMs = 10_000;
const maxBodyKept = 64 * 1024;
const stackTracePattern = /\n\s+at [^\n]*:\d+:\d+|node_modules\/|\/server\/[\w/]+\.ts/;

function sendWithClient(
  origin: URL,
  request: MalformedRequest,
  agent: http.Agent,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (!settled) {
        settled = true;
        resolve(outcome);
      }
    };
    let clientRequest: http.ClientRequest;
    try {
      clientRequest = http.request({
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        // Framed by Content-Length, so a body never spills into a next request on the socket.
        headers: request.body
          ? { ...request.headers, 'content-length': String(request.body.length) }
          : request.headers,
        agent,
        timeout: requestTimeoutMs,
      });
    } catch (error) {
      settle({
        kind: 'refused-by-client',
        detail: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    clientRequest.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < maxBodyKept) chunks.push(chunk);
        kept += chunk.length;
      });
      response.on('end', () =>
        settle({
          kind: 'answered',
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', (error) => settle({ kind: 'closed', detail: error.message }));
    });
    clientRequest.on('timeout', () => {
      clientRequest.destroy();
      settle({ kind: 'timeout', detail: `no answer in ${requestTimeoutMs} ms` });
    });
    clientRequest.on('error', (error) => settle({ kind: 'closed', detail: error.message }));
    clientRequest.end(request.body);
  });
}

/** Raw bytes over a socket; the answer's status line is all that is read. */
function sendRaw(origin: URL, raw: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: origin.hostname, port: Number(origin.port) });
    let received = '';
    const finish = (outcome: Outcome) => {
      socket.destroy();
      resolve(outcome);
    };
    socket.setTimeout(requestTimeoutMs, () => finish({ kind: 'timeout', detail: 'raw request' }));
    socket.on('connect', () => socket.write(raw));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      if (status && received.includes('\r\n\r\n')) {
        finish({ kind: 'answered', status: Number(status), body: received.slice(0, maxBodyKept) });
      }
    });
    socket.on('error', (error) => finish({ kind: 'closed', detail: error.message }));
    socket.on('close', () => finish({ kind: 'closed', detail: 'closed without an answer' }));
  });
}

function hasErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown };
    return (
      Array.isArray(parsed.errors) &&
      parsed.errors.length > 0 &&
      parsed.errors.every(
        (error: unknown) =>
          typeof error === 'object' &&
          error !== null &&
          typeof (error as { message?: unknown }).message === 'string',
      )
    );
  } catch {
    return false;
  }
}

function describeRequest(request: MalformedRequest): string {
  if (request.raw) return `raw ${JSON.stringify(request.raw.toString('latin1').slice(0, 80))}`;
  const body = request.body
    ? ` body ${JSON.stringify(request.body.toString('utf8').slice(0, 60))}`
    : '';
  return `${request.method} ${request.path.slice(0, 80)}${body}`;
}

export async function runMalformedFlood(
  originText: string,
  options: { seed: number; count: number; concurrency: number; deadlineMs: number },
): Promise<FloodSummary> {
  const origin = new URL(originText);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const started = performance.now();
  const deadline = Date.now() + options.deadlineMs;
  const summary: FloodSummary = {
    seed: options.seed,
    sent: 0,
    seconds: 0,
    byStatus: {},
    byKind: {},
    fiveXx: 0,
    errorShapeViolations: 0,
    stackTraceLeaks: 0,
    closedWithoutAnswer: 0,
    timeouts: 0,
    refusedByClient: 0,
    customerIdsIssued: [],
    samples: {},
    finishedInTime: true,
  };
  const note = (problem: string, request: MalformedRequest) => {
    const examples = (summary.samples[problem] ??= []);
    const example = describeRequest(request);
    if (examples.length < 5 && !examples.includes(example)) examples.push(example);
  };
  const count = (kind: MalformedKind, label: string) => {
    summary.byStatus[label] = (summary.byStatus[label] ?? 0) + 1;
    const perKind = (summary.byKind[kind] ??= {});
    perKind[label] = (perKind[label] ?? 0) + 1;
  };

  const judge = (request: MalformedRequest, outcome: Outcome) => {
    if (outcome.kind !== 'answered') {
      count(request.kind, outcome.kind);
      if (outcome.kind === 'closed') {
        summary.closedWithoutAnswer++;
        note(`closed without an answer (${outcome.detail})`, request);
      }
      if (outcome.kind === 'timeout') {
        summary.timeouts++;
        note('timeout', request);
      }
      if (outcome.kind === 'refused-by-client') {
        summary.refusedByClient++;
        note(`not sent (${outcome.detail})`, request);
      }
      return;
    }
    const { status, body } = outcome;
    count(request.kind, String(status));
    if (status >= 500) {
      summary.fiveXx++;
      note(`answered ${status}`, request);
    }
    if (stackTracePattern.test(body)) {
      summary.stackTraceLeaks++;
      note('stack trace or server path in body', request);
    }
    const isApi = !request.raw && request.path.startsWith('/api/');
    if (isApi && status >= 400 && request.method !== 'HEAD' && !hasErrorShape(body)) {
      summary.errorShapeViolations++;
      note(`${status} without {errors:[{message}]}`, request);
    }
    if (isApi && status === 200 && request.path === '/api/customers/create-customer') {
      const id = (JSON.parse(body) as { customerId?: unknown }).customerId;
      if (typeof id === 'string') summary.customerIdsIssued.push(id);
    }
  };

  const requests = malformedRequests(options.seed, options.count);
  const worker = async () => {
    for (let next = requests.next(); !next.done; next = requests.next()) {
      if (Date.now() > deadline) {
        summary.finishedInTime = false;
        return;
      }
      const request = next.value;
      summary.sent++;
      const outcome = request.raw
        ? await sendRaw(origin, request.raw)
        : await sendWithClient(origin, request, agent);
      judge(request, outcome);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  agent.destroy();
  summary.customerIdsIssued = [...new Set(summary.customerIdsIssued)];
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}
