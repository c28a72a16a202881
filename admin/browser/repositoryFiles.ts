/**
 * Reads a file of the repository as the editor's backend holds it (the working copy in
 * development, the branch on GitHub in production), so a translation is checked against the
 * English it will be published beside. Decap gives its event handlers no way to read a file;
 * this uses the same backend settings, and the token Decap keeps after signing in.
 */
export interface BackendSettings {
  name: string;
  repo?: string;
  branch?: string;
  proxy_url?: string;
  api_root?: string;
}

/** Where Decap keeps the signed-in user (decap-cms-core's `decap-cms-user`). */
const USER_KEY = 'decap-cms-user';

function signedInToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as { token?: unknown } | null;
    return typeof user?.token === 'string' ? user.token : undefined;
  } catch {
    return undefined;
  }
}

/** The file's text, or undefined when it cannot be read (the build still checks it). */
export async function readRepositoryFile(
  backend: BackendSettings,
  path: string,
): Promise<string | undefined> {
  const signal = AbortSignal.timeout(10_000);
  try {
    if (backend.name === 'proxy' && backend.proxy_url) {
      const answer = await fetch(backend.proxy_url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'getEntry', params: { branch: backend.branch, path } }),
        signal,
      });
      const { data } = (await answer.json()) as { data?: unknown };
      return answer.ok && typeof data === 'string' ? data : undefined;
    }
    const token = signedInToken();
    if (backend.name !== 'github' || !backend.repo || !token) return undefined;
    const root = backend.api_root ?? 'https://api.github.com';
    const address = `${root}/repos/${backend.repo}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(backend.branch ?? 'main')}`;
    const answer = await fetch(address, {
      headers: { Authorization: `token ${token}`, Accept: 'application/vnd.github.raw+json' },
      signal,
    });
    return answer.ok ? await answer.text() : undefined;
  } catch {
    return undefined;
  }
}
