import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import type { VisitRows } from '../store/visitStore';
import type { DailySalts } from './dailySalts';
import { visitorHash, type VisitorClient } from './visitorHash';

/** What the queue holds until the next batch is written; the client is hashed only then. */
export type VisitRecord =
  | { kind: 'beacon'; day: string; client: VisitorClient; events: BeaconEvent[] }
  /** A checkout session created by this visitor: the `checkout` step, and the link to its completion. */
  | { kind: 'checkout'; day: string; client: VisitorClient; sessionId: string }
  /** A checkout completed: `completed`, credited to the visitor who opened it. */
  | { kind: 'completed'; sessionId: string };

/** A batch's rows for each table, every client hashed under its day's salt. */
export async function rowsOf(
  batch: readonly VisitRecord[],
  salts: DailySalts,
  site: string,
): Promise<VisitRows> {
  const rows: VisitRows = { events: [], vitals: [], checkouts: [], completedSessions: [] };
  for (const record of batch) {
    if (record.kind === 'completed') {
      rows.completedSessions.push(record.sessionId);
      continue;
    }
    const { day } = record;
    const visitor = visitorHash(await salts.saltOf(day), record.client, site);
    if (record.kind === 'checkout') {
      rows.events.push({ day, visitor, step: 'checkout' });
      rows.checkouts.push({ sessionId: record.sessionId, day, visitor });
      continue;
    }
    for (const event of record.events) {
      if (event.type === 'vital') {
        const { path, locale, device, name, value } = event;
        rows.vitals.push({ day, path, locale, device, name, value });
      } else {
        const { step, path, locale, source, campaign, referrer } = event;
        rows.events.push({
          day,
          visitor,
          step,
          path,
          locale,
          // Only the visit carries where it came from.
          ...(step === 'visit'
            ? { source: source || null, campaign: campaign || null, referrer: referrer || null }
            : {}),
        });
      }
    }
  }
  return rows;
}
