export interface BeaconRateLimitOptions {
  /** Beacons one client may send per window. */
  max: number;
  windowMs: number;
  /** Clients tracked per window; beyond it new clients are refused, so memory stays bounded. */
  maxClients: number;
  now?: () => number;
}

/**
 * A fixed-window count per client, in this process: a map lookup per beacon, cleared whole at
 * each window. It only has to stop one client from filling the queue, not to be exact.
 */
export function createBeaconRateLimit({
  max,
  windowMs,
  maxClients,
  now = Date.now,
}: BeaconRateLimitOptions): (client: string) => boolean {
  const counts = new Map<string, number>();
  let windowStart = now();
  return (client) => {
    const time = now();
    if (time - windowStart >= windowMs) {
      counts.clear();
      windowStart = time;
    }
    const count = counts.get(client);
    if (count === undefined) {
      if (counts.size >= maxClients) return false;
      counts.set(client, 1);
      return true;
    }
    if (count >= max) return false;
    counts.set(client, count + 1);
    return true;
  };
}
