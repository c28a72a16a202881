import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedGitHubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeGitHubOptions {
  clientId: string;
  clientSecret: string;
  /** The token it gives for a good code. */
  token?: string;
  /** The user and repository its API answers for, once signed in with the token. */
  login?: string;
  repo?: string;
}

/**
 * A local stand-in for GitHub's OAuth app sign-in (and the first API calls an editor makes after
 * it): the authorize page sends the browser straight back to the app's callback with a code, as
 * GitHub does for a user who already allowed the app, and the token endpoint trades that code,
 * once, for a token when the app's id and secret match.
 */
export class FakeGitHub {
  readonly requests: RecordedGitHubRequest[] = [];
  /** Where the authorize page sends the browser back to (the OAuth app's callback URL). */
  callbackUrl = '';
  /** When set, the token endpoint answers with this status and no token. */
  failWith: number | undefined;
  private readonly server: Server;
  private readonly codes = new Set<string>();
  private counter = 0;

  constructor(private readonly options: FakeGitHubOptions) {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const recorded = {
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body,
        };
        this.requests.push(recorded);
        const [status, headers, reply] = this.answer(recorded);
        response.writeHead(status, headers);
        response.end(typeof reply === 'string' ? reply : JSON.stringify(reply));
      });
    });
  }

  get token(): string {
    return this.options.token ?? 'gho_fake_token_of_the_writer';
  }

  private answer(request: RecordedGitHubRequest): [number, Record<string, string>, unknown] {
    const url = new URL(request.path, 'http://fake');
    const json = { 'content-type': 'application/json; charset=utf-8' };
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      if (url.searchParams.get('client_id') !== this.options.clientId) {
        return [404, json, { message: 'Not Found' }];
      }
      const code = `code-${++this.counter}`;
      this.codes.add(code);
      const back = new URL(this.callbackUrl);
      back.search = new URLSearchParams({
        code,
        state: url.searchParams.get('state') ?? '',
      }).toString();
      return [302, { location: back.href }, ''];
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      if (this.failWith) return [this.failWith, json, { message: 'Server Error' }];
      const { client_id, client_secret, code } = JSON.parse(request.body || '{}') as Record<
        string,
        string
      >;
      if (client_id !== this.options.clientId || client_secret !== this.options.clientSecret) {
        return [
          200,
          json,
          {
            error: 'incorrect_client_credentials',
            error_description: 'The client_id and/or client_secret passed are incorrect.',
          },
        ];
      }
      if (!code || !this.codes.delete(code)) {
        return [
          200,
          json,
          {
            error: 'bad_verification_code',
            error_description: 'The code passed is incorrect or expired.',
          },
        ];
      }
      return [200, json, { access_token: this.token, token_type: 'bearer', scope: 'repo' }];
    }
    // The API answers browsers from any origin, as GitHub's does.
    const api = {
      ...json,
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'Authorization, Content-Type, If-None-Match',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    };
    if (request.method === 'OPTIONS') return [204, api, ''];
    const signedIn = request.headers.authorization === `token ${this.token}`;
    if (!signedIn) return [401, api, { message: 'Bad credentials' }];
    if (url.pathname === '/api/v3/user') {
      return [
        200,
        api,
        { login: this.options.login ?? 'writer', name: 'A Writer', avatar_url: '' },
      ];
    }
    if (url.pathname === `/api/v3/repos/${this.options.repo}`) {
      const [owner, name] = (this.options.repo ?? '').split('/');
      return [
        200,
        api,
        {
          name,
          full_name: this.options.repo,
          owner: { login: owner },
          permissions: { push: true, pull: true },
        },
      ];
    }
    return [404, api, { message: 'Not Found' }];
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this.origin;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
