/** The database did not answer in time: the API turns this into a 503 like any outage. */
export class DatabaseTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms.`);
    this.name = 'DatabaseTimeoutError';
  }
}

/**
 * Rejects with DatabaseTimeoutError when `work` takes longer than `timeoutMs`. The work itself is
 * not stopped (a promise cannot be cancelled): this bounds how long a caller waits for it.
 */
export function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
