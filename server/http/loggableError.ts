import { redactEmails } from './privacy';

/** What reaches the logs: the kind of failure and its words with any e-mail masked, no stack trace. */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: redactEmails(error.message),
  };
}
