import { z } from 'zod';
import {
  funnelAnswerSchema,
  signupPageSchema,
  teamPaths,
  vitalsAnswerSchema,
  type FunnelAnswer,
  type FunnelFilters,
  type SignupFilters,
  type SignupPage,
  type VitalsAnswer,
} from '../facts/teamConsole';
import { queryOf } from './consoleFilters';

/** A request the server refused or could not answer; `status` 0 when the network failed. */
export class TeamApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'TeamApiError';
  }
}

async function errorOf(response: Response): Promise<TeamApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const errors = (body as { errors?: { message?: unknown }[] } | undefined)?.errors;
  const messages = Array.isArray(errors)
    ? errors.map((error) => error.message).filter((message) => typeof message === 'string')
    : [];
  return new TeamApiError(
    response.status,
    messages.join(' ') || `${response.status} ${response.statusText}`.trim(),
  );
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new TeamApiError(0, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

const post = (path: string, body?: unknown) =>
  send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

async function getJson<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  const response = await send(path, { method: 'GET', ...(signal ? { signal } : {}) });
  return schema.parse(await response.json());
}

const memberSchema = z.object({ email: z.string() });

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

export async function requestSignInLink(email: string): Promise<void> {
  await post(teamPaths.api.requestLink, { email });
}

export async function startSession(token: string): Promise<void> {
  await post(teamPaths.api.session, { token });
}

export async function signOut(): Promise<void> {
  await post(teamPaths.api.signOut);
}

/** The signed-in member's address, or undefined without a session. */
export async function currentMember(signal?: AbortSignal): Promise<string | undefined> {
  try {
    const { email } = await getJson(teamPaths.api.me, memberSchema, signal);
    return email;
  } catch (error) {
    if (error instanceof TeamApiError && error.status === 401) return undefined;
    throw error;
  }
}

export const fetchSignups = (filters: SignupFilters, signal?: AbortSignal): Promise<SignupPage> =>
  getJson(withQuery(teamPaths.api.signups, queryOf(filters)), signupPageSchema, signal);

export const fetchFunnel = (filters: FunnelFilters, signal?: AbortSignal): Promise<FunnelAnswer> =>
  getJson(withQuery(teamPaths.api.funnel, queryOf(filters)), funnelAnswerSchema, signal);

export const fetchVitals = (
  range: Pick<FunnelFilters, 'from' | 'to'>,
  signal?: AbortSignal,
): Promise<VitalsAnswer> =>
  getJson(withQuery(teamPaths.api.vitals, queryOf(range)), vitalsAnswerSchema, signal);

export async function retryDelivery(deliveryId: string): Promise<void> {
  await post(teamPaths.api.retryDelivery(deliveryId));
}
