/**
 * fast-check generators of malformed requests to the signup API and the site, and the rules
 * every answer must keep: never a 5xx, the API's `{ errors: [{ message }] }` shape for its
 * refusals, no stack trace or server path anywhere, no redirect to another site.
 */
import fc from 'fast-check';
import http from 'node:http';
import { API_PREFIX, signupCallPaths } from '../shared/contracts/signupApi';

export interface MalformedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const postPaths = [signupCallPaths.createCustomer, signupCallPaths.createCheckoutSession];

/** Strings that have broken parsers, logs, databases and templates before. */
const nastyText = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'a@example.com\u0000.evil.com',
    '\r\nSet-Cookie: x=1',
    '\u202emoc.elpmaxe@a',
    '\u200b@example.com',
    '\ud800@example.com',
    "x@example.com'; DROP TABLE customers; --",
    '<script>alert(1)</script>',
    '${jndi:ldap://127.0.0.1/a}',
    '__proto__',
    `${'a'.repeat(300)}@example.com`,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Bodies that are not JSON, or JSON of the wrong shape for the call. */
const badJsonBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"email":',
    "{'email':'a@example.com'}",
    '{"email":"a@example.com",}',
    '{"email":"a@example.com"} trailing',
    '{"email":"\\u12"}',
    '\uFEFF{"email":"a@example.com"}',
    '[1,2',
    '['.repeat(500) + ']'.repeat(500),
    '{"a":'.repeat(150) + '1' + '}'.repeat(150),
    '{"__proto__":{"email":"a@example.com"}}',
  ),
  fc.string({ maxLength: 60 }),
  fc
    .oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ email: fc.jsonValue({ maxDepth: 2 }) }))
    .map((value) => JSON.stringify(value)),
  nastyText.map((text) => JSON.stringify({ email: text, customerId: text })),
);

const badContentType = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    ';;;',
    `application/${'x'.repeat(2000)}`,
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
);

/** Percent-encoding a URL parser refuses, parameters past the router's length, odd segments. */
const badPathPart = fc.oneof(
  fc.constantFrom('%%32%65', '%ZZ', '%E0%A4%A', '%00', '..%2f..%2fpackage.json', '%ED%A0%80'),
  fc.string({ unit: 'grapheme-ascii', minLength: 101, maxLength: 300 }).map(encodeURIComponent),
  fc
    .string({ unit: 'binary', maxLength: 20 })
    .map((text) => encodeURI(text.replace(/[\ud800-\udfff]/g, ''))),
);

const apiRequest: fc.Arbitrary<MalformedRequest> = fc.oneof(
  // Bad JSON or wrong fields on the two POST calls.
  fc.record({
    method: fc.constant('POST'),
    path: fc.constantFrom(...postPaths),
    headers: fc.constant({ 'content-type': 'application/json' }),
    body: badJsonBody,
  }),
  // The right body under a content type the API does not read.
  fc.record({
    method: fc.constant('POST'),
    path: fc.constantFrom(...postPaths),
    headers: badContentType.map((type) => ({ 'content-type': type })),
    body: fc.constant('{"email":"a@example.com"}'),
  }),
  // Bodies over the API's limit.
  fc.record({
    method: fc.constant('POST'),
    path: fc.constantFrom(...postPaths),
    headers: fc.constant({ 'content-type': 'application/json' }),
    body: fc
      .integer({ min: 1_100, max: 40_000 })
      .map((size) => JSON.stringify({ email: 'a'.repeat(size) })),
  }),
  // The e-mail check with a bad or missing parameter.
  fc.record({
    method: fc.constant('GET'),
    path: fc
      .oneof(
        nastyText.map(
          (text) => `?email=${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`,
        ),
        fc.constantFrom(
          '',
          '?email',
          '?email[]=a@example.com',
          '?email=a@example.com&email=b@example.com',
          '?email=%ZZ',
        ),
      )
      .map((query) => `${signupCallPaths.exists}${query}`),
    headers: fc.constant({}),
  }),
  // Methods the API does not answer, and addresses it does not have.
  fc.record({
    method: fc.constantFrom(
      'PUT',
      'DELETE',
      'PATCH',
      'PROPFIND',
      'TRACE',
      'MKCOL',
      'LOCK',
      'PURGE',
    ),
    path: fc.constantFrom(...Object.values(signupCallPaths)),
    headers: fc.constant({}),
  }),
  fc.record({
    method: fc.constantFrom('GET', 'POST'),
    path: badPathPart.map((part) => `${API_PREFIX}/${part}`),
    headers: fc.constant({}),
  }),
);

const siteRequest: fc.Arbitrary<MalformedRequest> = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'),
  path: fc.oneof(
    badPathPart.map((part) => `/${part}`),
    badPathPart.map((part) => `/checkout/test/${part}`),
    // Forms a browser reads as another site when they come back in a Location header.
    fc.constantFrom(
      '//evil.example/',
      '/\\evil.example/',
      '//evil.example/%2e%2e/',
      '/%5cevil.example/',
    ),
  ),
  headers: fc.constant({}),
});

export const malformedRequest = fc.oneof(
  { arbitrary: apiRequest, weight: 3 },
  { arbitrary: siteRequest, weight: 1 },
);

/** Methods Node's HTTP client and `inject` accept; the socket tests send any token. */
export const knownMethods = new Set(http.METHODS);

export const stackTrace =
  /\n\s*at [^\n]*:\d+:\d+|\bat \S+ \(\S+:\d+:\d+\)|node_modules\/|\/server\/\S+\.ts/;

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** Every byte of the answer as text, headers included. */
  everything: string;
  body: string;
}

export function hasErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown };
    return (
      Array.isArray(parsed.errors) &&
      parsed.errors.length > 0 &&
      parsed.errors.every(
        (error: unknown) => typeof (error as { message?: unknown } | null)?.message === 'string',
      )
    );
  } catch {
    return false;
  }
}

/** What is wrong with an answer to `request`; empty when it keeps every rule. */
export function problemsWith(request: Pick<MalformedRequest, 'method' | 'path'>, answer: Answer) {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (stackTrace.test(answer.everything))
    problems.push('a stack trace or server path in the answer');
  const location = answer.headers.location;
  if (typeof location === 'string' && !/^\/(?![/\\])/.test(location)) {
    problems.push(`a redirect off the site: ${location}`);
  }
  // A redirect to the canonical address (no trailing slash) is fine; the rule above checks where.
  const isRedirect = answer.status >= 300 && answer.status < 400;
  if (!request.path.startsWith(`${API_PREFIX}/`) || isRedirect) return problems;
  if (answer.status < 400 || answer.status >= 500) {
    problems.push(`API answered ${answer.status}`);
  } else if (request.method !== 'HEAD' && !hasErrorShape(answer.body)) {
    problems.push(
      `API answered ${answer.status} without { errors: [{ message }] }: ${answer.body.slice(0, 200)}`,
    );
  }
  return problems;
}
