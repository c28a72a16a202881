import { hostname } from 'node:os';
import { resolve } from 'node:path';

export interface WorkerIdSources {
  /** DELIVERY_WORKER_ID, when set: for hosts where the rest would not tell processes apart. */
  configured: string | undefined;
  /** DATA_DIR: one server process per data folder on a host. */
  dataDir: string;
  /** PORT as configured (0, "any free port", tells nothing and is left out). */
  port: number;
}

/**
 * The delivery worker's id: the same for a process and its restarts (host, data folder, port),
 * different for processes running side by side, so a restarted worker takes back exactly the
 * deliveries its previous run held (docs/signups.md#deliveries-after-a-crash).
 */
export function deliveryWorkerId({ configured, dataDir, port }: WorkerIdSources): string {
  if (configured) return configured;
  const where = `${hostname()}:${resolve(dataDir)}`;
  return port > 0 ? `${where}:${port}` : where;
}
