export interface RetryPolicy {
  /** Attempts in all, the first included; after the last one the delivery is failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * The wait before the next attempt after `attempts` failed ones, or undefined when none is left:
 * exponential, capped, with "equal jitter" (half fixed, half random) so that deliveries that
 * failed together do not all come back at the same moment.
 */
export function retryDelayMs(
  attempts: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number | undefined {
  if (attempts >= policy.maxAttempts) return undefined;
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempts - 1));
  return exponential / 2 + random() * (exponential / 2);
}
