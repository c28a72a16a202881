import type { DeliveryRecord, SignupReportRow, Store } from '../store/store';

/** What the team's scripts (`npm run signups`, `npm run deliveries`) ask of the database. */
export interface Operations {
  listSignups(since: Date): Promise<SignupReportRow[]>;
  listFailedDeliveries(): Promise<DeliveryRecord[]>;
  retryFailedDeliveries(): Promise<number>;
}

export function storeOperations(store: Store): Operations {
  return {
    listSignups: (since) => store.listSignups(since),
    listFailedDeliveries: () => store.deliveries.listFailed(),
    retryFailedDeliveries: () => store.deliveries.retryFailed(),
  };
}
