import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as Stripe's client sent it, e.g. `line_items[0][price]`. */
  form: URLSearchParams;
}

/**
 * A local stand-in for Stripe's API (customers and checkout sessions), answering as Stripe does
 * and honouring idempotency keys, so the real `stripe` package can be tested against it.
 */
export class FakeStripeApi {
  readonly requests: RecordedStripeRequest[] = [];
  /** When set, every call gets this Stripe error. */
  failWith: { status: number; type: string; message: string } | undefined;
  private readonly server: Server;
  private readonly replies = new Map<string, unknown>();
  private counter = 0;

  constructor() {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const recorded: RecordedStripeRequest = {
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          form: new URLSearchParams(body),
        };
        this.requests.push(recorded);
        const [status, reply] = this.answer(recorded);
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': 'req_fake',
        });
        response.end(JSON.stringify(reply));
      });
    });
  }

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return { host: '127.0.0.1', port, protocol: 'http' };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.replies.clear();
    this.failWith = undefined;
    this.counter = 0;
  }

  requestsTo(path: string): RecordedStripeRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  private answer(request: RecordedStripeRequest): [number, unknown] {
    if (this.failWith) {
      const { status, type, message } = this.failWith;
      return [status, { error: { type, message } }];
    }
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${request.path} ${key}` : undefined;
    const replay = replayKey ? this.replies.get(replayKey) : undefined;
    if (replay) return [200, replay];

    const reply = this.create(request);
    if (!reply) return [404, { error: { type: 'invalid_request_error', message: 'No route.' } }];
    if (replayKey) this.replies.set(replayKey, reply);
    return [200, reply];
  }

  private create({ method, path, form }: RecordedStripeRequest): unknown {
    this.counter += 1;
    if (method === 'POST' && path === '/v1/customers') {
      return { id: `cus_fake${this.counter}`, object: 'customer', email: form.get('email') };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_fake${this.counter}`;
      return {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        customer: form.get('customer'),
        client_reference_id: form.get('client_reference_id'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
    }
    return undefined;
  }
}
