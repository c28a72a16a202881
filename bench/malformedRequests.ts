/**
 * A deterministic stream of malformed requests for the signup API, the test checkout and the
 * site: the same seed always gives the same requests, so a failure can be replayed. Requests a
 * well-behaved HTTP client refuses to send (broken framing, bad header bytes) come as raw bytes.
 */

export interface MalformedRequest {
  /** What is wrong with it, for the report. */
  kind: MalformedKind;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Sent as these exact bytes over a socket instead of through an HTTP client. */
  raw?: Buffer;
}

export const malformedKinds = [
  'broken-json',
  'huge-body',
  'wrong-type',
  'missing-field',
  'unicode-control',
  'sql-like',
  'wrong-content-type',
  'odd-method',
  'odd-path-or-query',
  'prototype-pollution',
  'checkout-junk',
  'raw-http',
] as const;
export type MalformedKind = (typeof malformedKinds)[number];

/** mulberry32: small, fast and good enough to pick test cases reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from.');
  return item;
};

const paths = {
  exists: '/api/accounting/exists',
  createCustomer: '/api/customers/create-customer',
  checkoutSession: '/api/customers/create-checkout-session',
  testCheckout: '/checkout/test',
} as const;
const postPaths = [paths.createCustomer, paths.checkoutSession];

/** Strings that have broken parsers, logs, databases and templates before. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  '\u0000a@example.com',
  'a@b',
  '@',
  'a@@example.com',
  'a@example.c',
  'a@example.com\u0000.evil.com',
  '\r\nSet-Cookie: session=1',
  '\t\n\v\f\r',
  '\u202emoc.elpmaxe@a',
  '\u200b@example.com',
  '😀@😀.io',
  'ß@straße.de',
  'a\u0301@example.com',
  'Ａ@ｅｘａｍｐｌｅ.ｃｏｍ',
  '\ud800@example.com',
  '\uffff\ufffe',
  '<script>alert(1)</script>@example.com',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}@example.com',
  '../../../../etc/passwd',
  '%00',
  '%s%s%s%n',
  'NaN',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'a'.repeat(300) + '@example.com',
  'x@' + 'a'.repeat(250) + '.com',
  '🙂'.repeat(400),
];

const sqlStrings = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "admin'--@example.com",
  "x@example.com'; DROP TABLE customers; --",
  'x@example.com"; DROP TABLE checkout_sessions; --',
  "x@example.com' UNION SELECT id, email FROM customers --",
  "'; UPDATE customers SET signup_completed_at = now(); --",
  '1; SELECT pg_sleep(10)',
  "x'||(SELECT pg_sleep(5))||'@example.com",
  "o'brien@example.com",
  '\\x27 OR 1=1',
  "%' OR email LIKE '%",
  '$1',
  "E'\\x00'",
];

const wrongTypes: unknown[] = [
  123,
  -1,
  1e308,
  0,
  true,
  false,
  null,
  [],
  ['a@example.com'],
  {},
  { email: 'a@example.com' },
  [[[[[]]]]],
];

const brokenJson = [
  '{',
  '}',
  '{"email":',
  '{"email":"a@example.com"',
  "{'email':'a@example.com'}",
  '{email:"a@example.com"}',
  '{"email":"a@example.com",}',
  '{"email":"a@example.com"} trailing',
  '{"email":"a@example.com"}{"email":"b@example.com"}',
  '{"email":"\\u12"}',
  '{"email":"\\x41"}',
  '{"customerId":01}',
  'NaN',
  'undefined',
  '[1,2',
  '"unterminated',
  '\uFEFF{"email":"a@example.com"}',
  ',',
  '{"email" "a@example.com"}',
  '['.repeat(500) + ']'.repeat(500),
  '{"a":'.repeat(150) + '1' + '}'.repeat(150),
];

const contentTypes = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json-patch+json',
  'APPLICATION/JSON',
  'application/json, text/html',
  'application/octet-stream',
  'image/png',
  '*/*',
  ';;;',
  'application/' + 'x'.repeat(2000),
];

const oddMethods = [
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'HEAD',
  'PROPFIND',
  'TRACE',
  'SEARCH',
  'MKCOL',
  'LOCK',
  'PURGE',
  'GET',
  'POST',
];

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const jsonHeaders = { 'content-type': 'application/json' };

function emailOrIdBody(random: Random, value: unknown): { path: string; body: Buffer } {
  const path = pick(random, postPaths);
  return {
    path,
    body: json(path === paths.createCustomer ? { email: value } : { customerId: value }),
  };
}

function existsWith(value: string): string {
  return `${paths.exists}?email=${encodeURIComponent(value)}`;
}

/** Encodes a string for a query while leaving lone surrogates as invalid percent sequences. */
function looseQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[^\x21-\x7e]/g, '%ED%A0%80');
  }
}

const makers: Record<MalformedKind, (random: Random) => Omit<MalformedRequest, 'kind'>> = {
  'broken-json': (random) => ({
    method: 'POST',
    path: pick(random, postPaths),
    headers: jsonHeaders,
    body: Buffer.from(pick(random, brokenJson)),
  }),
  'huge-body': (random) => {
    // Mostly just over the API's 1 KB limit; now and then a megabyte.
    const size = pick(random, [1_025, 2_000, 16_385, 100_000, 100_000, 1_000_000]);
    const filler = pick(random, ['a', '{', '\u0000', 'é']);
    const body = Buffer.from(JSON.stringify({ email: `${filler.repeat(size)}@example.com` }));
    return {
      method: 'POST',
      path: pick(random, [...postPaths, paths.exists]),
      headers: jsonHeaders,
      body,
    };
  },
  'wrong-type': (random) => {
    if (random() < 0.3) {
      return {
        method: 'POST',
        path: pick(random, postPaths),
        headers: jsonHeaders,
        body: json(pick(random, ['a@example.com', ...wrongTypes])),
      };
    }
    return {
      method: 'POST',
      headers: jsonHeaders,
      ...emailOrIdBody(random, pick(random, wrongTypes)),
    };
  },
  'missing-field': (random) => {
    const bodies = [
      {},
      { mail: 'a@example.com' },
      { Email: 'a@example.com' },
      { customerid: 'x' },
      { email: undefined },
      { id: 'x' },
    ];
    if (random() < 0.4) {
      const query = pick(random, [
        '',
        '?',
        '?email',
        '?email=',
        '?mail=a@example.com',
        '?email=&email=',
        '?EMAIL=a@example.com',
      ]);
      return { method: 'GET', path: `${paths.exists}${query}`, headers: {} };
    }
    const body = random() < 0.2 ? Buffer.alloc(0) : json(pick(random, bodies));
    return { method: 'POST', path: pick(random, postPaths), headers: jsonHeaders, body };
  },
  'unicode-control': (random) => {
    const value = pick(random, nastyStrings);
    const shape = random();
    if (shape < 0.4)
      return {
        method: 'GET',
        path: `${paths.exists}?email=${looseQueryValue(value)}`,
        headers: {},
      };
    if (shape < 0.8)
      return { method: 'POST', headers: jsonHeaders, ...emailOrIdBody(random, value) };
    // Bytes that are not UTF-8 at all, inside JSON quotes.
    const invalid = Buffer.from([
      0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xf8, 0x88, 0x80, 0x80, 0x80,
    ]);
    return {
      method: 'POST',
      path: paths.createCustomer,
      headers: jsonHeaders,
      body: Buffer.concat([Buffer.from('{"email":"'), invalid, Buffer.from('@example.com"}')]),
    };
  },
  'sql-like': (random) => {
    const value = pick(random, sqlStrings);
    if (random() < 0.4) return { method: 'GET', path: existsWith(value), headers: {} };
    return { method: 'POST', headers: jsonHeaders, ...emailOrIdBody(random, value) };
  },
  'wrong-content-type': (random) => {
    const contentType = pick(random, contentTypes);
    const body = pick(random, [
      json({ email: 'a@example.com' }),
      Buffer.from('email=a%40example.com'),
      Buffer.from('<email>a@example.com</email>'),
      Buffer.from(
        '------x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n------x--',
      ),
    ]);
    const headers: Record<string, string> = random() < 0.15 ? {} : { 'content-type': contentType };
    return { method: 'POST', path: pick(random, postPaths), headers, body };
  },
  'odd-method': (random) => {
    const method = pick(random, oddMethods);
    const path = pick(random, [
      ...postPaths,
      existsWith('a@example.com'),
      `${paths.testCheckout}/cs_local_x`,
    ]);
    const headers: Record<string, string> =
      method === 'OPTIONS' && random() < 0.5
        ? {
            origin: pick(random, ['https://evil.example', 'null']),
            'access-control-request-method': 'POST',
          }
        : {};
    const body =
      method === 'GET' || method === 'HEAD' ? undefined : json({ email: 'a@example.com' });
    if (body) headers['content-type'] = 'application/json';
    return { method, path, headers, ...(body ? { body } : {}) };
  },
  'odd-path-or-query': (random) => {
    const path = pick(random, [
      `${paths.exists}?email=a@example.com&email=b@example.com`,
      `${paths.exists}?email[]=a@example.com`,
      `${paths.exists}?email[a]=a@example.com`,
      `${paths.exists}?__proto__[email]=a@example.com`,
      `${paths.exists}?constructor[prototype][email]=x`,
      `${paths.exists}?email=${'a'.repeat(7000)}`,
      `${paths.exists}?email=%E0%A4%A`,
      `${paths.exists}?email=%ZZ`,
      `${paths.exists}?email=%00@example.com`,
      `${paths.exists}/extra`,
      `${paths.exists};jsessionid=1?email=a@example.com`,
      '/API/ACCOUNTING/EXISTS?email=a@example.com',
      '/api//accounting/exists?email=a@example.com',
      '/api/accounting/exists/?email=a@example.com',
      '/api/customers/..%2f..%2f..%2fetc%2fpasswd',
      '/api/customers/%2e%2e/%2e%2e/server/config.ts',
      '/../../../../etc/passwd',
      '/assets/..%2f..%2fpackage.json',
      '/%00',
      '/pricing%00.html',
      '/' + 'x/'.repeat(2000),
      '/api/' + 'a'.repeat(9000),
    ]);
    return { method: 'GET', path, headers: {} };
  },
  'prototype-pollution': (random) => ({
    method: 'POST',
    path: pick(random, postPaths),
    headers: jsonHeaders,
    body: Buffer.from(
      pick(random, [
        '{"__proto__":{"email":"a@example.com"}}',
        '{"email":"a@example.com","__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"email":"a@example.com"}}}',
        '{"customerId":"x","__proto__":{"customerId":"y"}}',
        '{"email":{"toString":"a@example.com"}}',
      ]),
    ),
  }),
  'checkout-junk': (random) => {
    const id = pick(random, [
      'cs_local_' + Math.floor(random() * 1e9).toString(36),
      'x'.repeat(5000),
      '%2e%2e',
      encodeURIComponent("' OR 1=1 --"),
      '%00',
      '..%2f..%2fpackage.json',
      'cs_live_123',
      encodeURIComponent('😀'),
    ]);
    const method = pick(random, ['GET', 'POST', 'POST']);
    const headers: Record<string, string> =
      method === 'POST'
        ? {
            'content-type': pick(random, [
              'application/x-www-form-urlencoded',
              'application/json',
              'text/plain',
            ]),
          }
        : {};
    const body =
      method === 'POST'
        ? Buffer.from(pick(random, ['', 'paid=1', '{"completed":true}', 'x'.repeat(5000)]))
        : undefined;
    return { method, path: `${paths.testCheckout}/${id}`, headers, ...(body ? { body } : {}) };
  },
  'raw-http': (random) => {
    const raw = pick(random, [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/1.1\r\n\r\n',
      'GET /api/accounting/exists?email=a@example.com HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /api/accounting/exists?email=a b@example.com HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/accounting/exists?email=ü@example.com HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /api/customers/create-customer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n{}',
      'POST /api/customers/create-customer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
      'POST /api/customers/create-customer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}',
      'POST /api/customers/create-customer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'POST /api/customers/create-customer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nX-Broken\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      'GET / HTTP/1.1\nHost: x\n\n',
      'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
    ]);
    return { method: 'RAW', path: '', headers: {}, raw: Buffer.from(raw, 'latin1') };
  },
};

/** `count` malformed requests, cycling through every kind so each gets an equal share. */
export function* malformedRequests(seed: number, count: number): Generator<MalformedRequest> {
  const random = seededRandom(seed);
  for (let index = 0; index < count; index++) {
    const kind = malformedKinds[index % malformedKinds.length] ?? 'broken-json';
    yield { kind, ...makers[kind](random) };
  }
}
