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

/** A JSON answer's body, or undefined when it is not JSON. */
export const readJson = (response: Response): Promise<unknown> =>
  response.json().catch(() => undefined);

/** `value[name]` when `value` is an object that has it. */
export const fieldOf = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;

/** The first `errors[].message` of a JSON error body, the shape our signup API answers with. */
export async function firstErrorMessage(response: Response): Promise<string | undefined> {
  const errors = fieldOf(await readJson(response), 'errors');
  const message = Array.isArray(errors) ? fieldOf(errors[0], 'message') : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
