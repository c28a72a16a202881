import { SignupError } from './SignupError';
import type { SignupLanguage } from './signupLanguage';

export interface RequestOptions {
  language: SignupLanguage;
  signal?: AbortSignal | undefined;
}

/**
 * Every signup call sends JSON, in cross-origin mode, with same-origin credentials, and asks for
 * its answer in the page's language. A request that never gets an answer (offline, refused,
 * blocked by CORS) is a network failure.
 */
export async function sendSignupRequest(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
  { signal, language }: RequestOptions,
): Promise<Response> {
  try {
    return await fetch(url, {
      method: init.method,
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language.locale },
      mode: 'cors',
      credentials: 'same-origin',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SignupError(language.messages.networkFailure, 'network');
  }
}

/** The first `errors[].message` of a JSON error body, the shape our signup API answers with. */
export async function firstErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
    const { errors } = body;
    if (!Array.isArray(errors)) return undefined;
    const first: unknown = errors[0];
    if (typeof first !== 'object' || first === null || !('message' in first)) return undefined;
    const { message } = first;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}
