import type { Store } from '../store/store';
import { cellsOf } from '../team/csv';
import { signupCsvColumns } from '../team/signupRows';

/**
 * What the team's scripts (`npm run signups`, `npm run deliveries`) ask of the database: the
 * signups as the console's CSV has them, and the failed deliveries, as rows of text (a header
 * first), which travel as they are through the control socket.
 */
export interface Operations {
  signups(since: Date): Promise<string[][]>;
  failedDeliveries(): Promise<string[][]>;
  retryFailedDeliveries(): Promise<number>;
}

export function storeOperations(store: Store): Operations {
  return {
    signups: async (since) =>
      cellsOf(signupCsvColumns, (await store.findSignups({ from: since, offset: 0 })).signups),
    failedDeliveries: async () =>
      cellsOf(
        [
          ['id', (delivery) => delivery.id],
          ['kind', (delivery) => delivery.kind],
          ['email', (delivery) => delivery.email],
          ['attempts', (delivery) => String(delivery.attempts)],
          ['last_attempt', (delivery) => delivery.updatedAt.toISOString()],
          ['last_error', (delivery) => delivery.lastError ?? ''],
        ],
        await store.deliveries.listFailed(),
      ),
    retryFailedDeliveries: () => store.deliveries.retryFailed(),
  };
}
