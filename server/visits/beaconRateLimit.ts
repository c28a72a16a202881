import { LRUCache } from 'lru-cache';

export interface BeaconRateLimitOptions {
  /** Beacons one client may send per window. */
  max: number;
  windowMs: number;
  /**
   * Clients tracked at once. A full table forgets the client it heard from least recently, so a
   * new visitor is always counted; the forgotten client only starts a fresh window.
   */
  maxClients: number;
  now?: () => number;
}

/**
 * A fixed window per client, in this process: one lookup per beacon. It only has to keep one
 * client from filling the queue, not to be exact across replicas. The client is the key given
 * (an IPv4 address or an IPv6 /64, clientKey.ts).
 */
export function createBeaconRateLimit({
  max,
  windowMs,
  maxClients,
  now = Date.now,
}: BeaconRateLimitOptions): (client: string) => boolean {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: maxClients });
  return (client) => {
    const time = now();
    const window = windows.get(client);
    if (!window || time >= window.endsAt) {
      windows.set(client, { count: 1, endsAt: time + windowMs });
      return true;
    }
    if (window.count >= max) return false;
    window.count += 1;
    return true;
  };
}
