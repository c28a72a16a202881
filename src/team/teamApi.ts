import { z } from 'zod';
import {
  outcomeAnswerSchema,
  reportAnswerSchema,
  signupPageSchema,
  teamPaths,
  type ReportFilters,
  type SignupFilters,
} from '../../shared/contracts/teamConsole';
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

/** The server's failures answer `{ errors: [{ message }] }`. */
const failureSchema = z.object({ errors: z.array(z.object({ message: z.string() })) });

async function errorOf(response: Response): Promise<TeamApiError> {
  const body = failureSchema.safeParse(await response.json().catch(() => undefined));
  const message = body.data?.errors.map((error) => error.message).join(' ');
  return new TeamApiError(
    response.status,
    message || `${response.status} ${response.statusText}`.trim(),
  );
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(path, { credentials: 'same-origin', ...init }).catch(
    (error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new TeamApiError(0, error instanceof Error ? error.message : String(error));
    },
  );
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
  query: Readonly<Record<string, string | number | undefined>>,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  const search = queryOf(query);
  const response = await send(search ? `${path}?${search}` : path, { method: 'GET', signal });
  return schema.parse(await response.json());
}

export const requestSignInLink = (email: string) => post(teamPaths.api.requestLink, { email });
export const startSession = (token: string) => post(teamPaths.api.session, { token });
export const signOut = () => post(teamPaths.api.signOut);
export const retryDelivery = (deliveryId: string) => post(teamPaths.api.retryDelivery(deliveryId));

/** The signed-in member's address, or undefined without a session. */
export async function currentMember(signal?: AbortSignal): Promise<string | undefined> {
  try {
    const { email } = await getJson(teamPaths.api.me, {}, z.object({ email: z.string() }), signal);
    return email;
  } catch (error) {
    if (error instanceof TeamApiError && error.status === 401) return undefined;
    throw error;
  }
}

export const fetchSignups = (filters: SignupFilters, signal?: AbortSignal) =>
  getJson(teamPaths.api.signups, filters, signupPageSchema, signal);

/** Every figure of the console for one period and its filters, in one answer. */
export const fetchReport = (filters: ReportFilters, signal?: AbortSignal) =>
  getJson(teamPaths.api.report, filters, reportAnswerSchema, signal);

/** From checkout to paying customer, for the same period and visit filters as the report. */
export const fetchOutcomes = (filters: ReportFilters, signal?: AbortSignal) =>
  getJson(teamPaths.api.outcomes, filters, outcomeAnswerSchema, signal);
