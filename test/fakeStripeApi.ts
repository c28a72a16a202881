import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as Stripe's client sent it, e.g. `line_items[0][price]`. */
  form: URLSearchParams;
}

/** A Price as the stand-in keeps it: what Stripe answers for one, currency options included. */
export interface FakePrice {
  id: string;
  object: 'price';
  product: string;
  currency: string;
  unit_amount: number;
  recurring: { interval: string; interval_count: number };
  lookup_key: string | null;
  currency_options: Record<string, { unit_amount: number }>;
}

/**
 * A local stand-in for Stripe's API (customers, checkout sessions, products and prices),
 * answering as Stripe does and honouring idempotency keys, so the real `stripe` package can be
 * tested against it.
 */
export class FakeStripeApi {
  readonly requests: RecordedStripeRequest[] = [];
  /** When set, every call gets this Stripe error. */
  failWith: { status: number; type: string; message: string } | undefined;
  private readonly server: Server;
  private readonly replies = new Map<string, unknown>();
  /** The account's Prices by id; a test may set one up as an account would have it. */
  readonly prices = new Map<string, FakePrice>();
  private counter = 0;
  /** The checkout sessions made, by id, as Stripe returns them. */
  private readonly sessions = new Map<string, Record<string, unknown>>();

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

  /** Listens on a free port; returns the address to give the client (STRIPE_API_URL). */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.replies.clear();
    this.prices.clear();
    this.sessions.clear();
    this.failWith = undefined;
    this.counter = 0;
  }

  requestsTo(path: string): RecordedStripeRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  /** The visitor paid: the session is complete, as Stripe's would be when it returns them. */
  completeSession(id: string): void {
    const session = this.sessions.get(id);
    if (session) session.status = 'complete';
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

  /** A Price as an account holds it, in minor units: `{ usd: 4900, eur: 4900, … }`. */
  addPrice(
    id: string,
    interval: 'month' | 'year',
    amounts: Record<string, number>,
    baseCurrency = 'usd',
  ): void {
    const { [baseCurrency]: base = 0, ...others } = amounts;
    this.prices.set(id, {
      id,
      object: 'price',
      product: 'prod_fake',
      currency: baseCurrency,
      unit_amount: base,
      recurring: { interval, interval_count: 1 },
      lookup_key: null,
      currency_options: Object.fromEntries(
        Object.entries(others).map(([currency, amount]) => [currency, { unit_amount: amount }]),
      ),
    });
  }

  private create(request: RecordedStripeRequest): unknown {
    const { method, path: address, form } = request;
    const [path = '', query = ''] = address.split('?');
    this.counter += 1;
    const priceId = /^\/v1\/prices\/([\w-]+)$/.exec(path)?.[1];
    if (method === 'GET' && priceId) return this.withOptions(this.prices.get(priceId));
    if (method === 'POST' && priceId) return this.updatePrice(priceId, form);
    if (method === 'GET' && path === '/v1/prices') {
      const keys = [...new URLSearchParams(query).entries()]
        .filter(([name]) => name.startsWith('lookup_keys['))
        .map(([, value]) => value);
      const data = [...this.prices.values()].filter(
        (price) => price.lookup_key !== null && keys.includes(price.lookup_key),
      );
      return { object: 'list', data, has_more: false, url: '/v1/prices' };
    }
    if (method === 'POST' && path === '/v1/prices') return this.createPrice(form);
    if (method === 'POST' && path === '/v1/products') {
      return { id: `prod_fake${this.counter}`, object: 'product', name: form.get('name') };
    }
    if (method === 'POST' && path === '/v1/customers') {
      return { id: `cus_fake${this.counter}`, object: 'customer', email: form.get('email') };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_fake${this.counter}`;
      const metadata = Object.fromEntries(
        [...form]
          .map(([name, value]) => [/^metadata\[(\w+)\]$/.exec(name)?.[1], value] as const)
          .filter(([name]) => name !== undefined),
      );
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        customer: form.get('customer'),
        client_reference_id: form.get('client_reference_id'),
        metadata,
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      this.sessions.set(id, session);
      return session;
    }
    const sessionId = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path)?.[1];
    if (method === 'GET' && sessionId) return this.sessions.get(sessionId);
    return undefined;
  }

  private withOptions(price: FakePrice | undefined): FakePrice | undefined {
    return price ? structuredClone(price) : undefined;
  }

  private currencyOptionsIn(form: URLSearchParams): Record<string, { unit_amount: number }> {
    const options: Record<string, { unit_amount: number }> = {};
    for (const [name, value] of form) {
      const currency = /^currency_options\[(\w+)\]\[unit_amount\]$/.exec(name)?.[1];
      if (currency) options[currency] = { unit_amount: Number(value) };
    }
    return options;
  }

  private createPrice(form: URLSearchParams): FakePrice {
    const id = `price_fake${this.counter}`;
    const lookupKey = form.get('lookup_key');
    if (lookupKey && form.get('transfer_lookup_key') === 'true') {
      for (const price of this.prices.values()) {
        if (price.lookup_key === lookupKey) price.lookup_key = null;
      }
    }
    const price: FakePrice = {
      id,
      object: 'price',
      product: form.get('product') ?? 'prod_fake',
      currency: form.get('currency') ?? 'usd',
      unit_amount: Number(form.get('unit_amount')),
      recurring: { interval: form.get('recurring[interval]') ?? 'month', interval_count: 1 },
      lookup_key: lookupKey,
      currency_options: this.currencyOptionsIn(form),
    };
    this.prices.set(id, price);
    return structuredClone(price);
  }

  private updatePrice(id: string, form: URLSearchParams): FakePrice | undefined {
    const price = this.prices.get(id);
    if (!price) return undefined;
    price.currency_options = { ...price.currency_options, ...this.currencyOptionsIn(form) };
    return structuredClone(price);
  }
}
