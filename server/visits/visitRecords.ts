import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import type { VisitorClient } from './visitorHash';

/** What the queue holds until the next batch is written; the client is hashed only then. */
export type VisitRecord =
  | { kind: 'beacon'; day: string; client: VisitorClient; events: BeaconEvent[] }
  /** A checkout session created by this visitor: the `checkout` step, and the link to its completion. */
  | { kind: 'checkout'; day: string; client: VisitorClient; sessionId: string }
  /** A checkout completed: `completed`, credited to the visitor who opened it. */
  | { kind: 'completed'; sessionId: string };
