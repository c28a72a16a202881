import { hasUnsafeCharacter, type BeaconEvent } from '../../shared/contracts/beaconSchema';
import type { DailyNameKind } from '../../shared/contracts/visitCounting';
import { stepBits, type VisitorRow, type VisitRows } from '../store/visitStore';
import type { DailySalts } from './dailySalts';
import type { DailyNames, NameRequest } from './dailyNames';
import { referrerDomain } from './referrerDomain';
import { histogramSlots, slotOf } from './vitalHistogram';
import { visitorHash, type VisitorClient } from './visitorHash';

/** What the queue holds until the next batch is written; the client is hashed only then. */
export type VisitRecord =
  | { kind: 'beacon'; day: string; client: VisitorClient; events: BeaconEvent[] }
  /** A checkout session created by this visitor: the `checkout` step, and the link to its completion. */
  | { kind: 'checkout'; day: string; client: VisitorClient; sessionId: string }
  /** A checkout completed: `completed`, credited to the visitor who opened it. */
  | { kind: 'completed'; sessionId: string };

const textsOf = (record: VisitRecord): string[] => {
  if (record.kind === 'completed') return [record.sessionId];
  if (record.kind === 'checkout') return [record.sessionId, record.client.userAgent];
  return [
    record.client.userAgent,
    ...record.events.flatMap((event) => Object.values(event)),
  ].filter((value): value is string => typeof value === 'string');
};

/**
 * Whether every text of a record can be stored: no control character or lone surrogate. Beacons
 * were checked at the edge already; this keeps any other caller from failing a batch.
 */
export const isStorable = (record: VisitRecord): boolean =>
  !textsOf(record).some(hasUnsafeCharacter);

export interface RowContext {
  salts: DailySalts;
  names: DailyNames;
  /** The site's origin: part of every visitor hash, and never a referrer. */
  site: string;
}

/** The names a batch stores, to be admitted under the day's caps before its rows are made. */
function* namesOf(batch: readonly VisitRecord[], siteHost: string): Generator<NameRequest> {
  for (const record of batch) {
    if (record.kind !== 'beacon') continue;
    const { day } = record;
    const request = (kind: DailyNameKind, name: string | undefined) =>
      name ? [{ day, kind, name }] : [];
    for (const event of record.events) {
      if (event.type === 'vital' || event.step === 'page') yield* request('path', event.path);
      if (event.type === 'step' && event.step === 'visit') {
        yield* request('path', event.path);
        yield* request('source', event.source);
        yield* request('campaign', event.campaign);
        yield* request('referrer', referrerDomain(event.referrer, siteHost));
      }
    }
  }
}

/**
 * A batch's rows for each table: every client hashed under its day's salt, each visitor merged
 * into one row per day (its first visit's attribution, all its steps), names within their caps.
 */
export async function rowsOf(
  batch: readonly VisitRecord[],
  context: RowContext,
): Promise<VisitRows> {
  const siteHost = new URL(context.site).hostname;
  const stored = await context.names.admit(namesOf(batch, siteHost));
  const visitors = new Map<string, VisitorRow>();
  const pageViews = new Map<string, VisitRows['pageViews'][number]>();
  const vitals = new Map<string, VisitRows['vitals'][number]>();
  const rows: VisitRows = {
    visitors: [],
    pageViews: [],
    vitals: [],
    checkouts: [],
    completedSessions: [],
  };

  const visitorOf = (day: string, visitor: string) => {
    const key = `${day} ${visitor}`;
    let row = visitors.get(key);
    if (!row) {
      row = {
        day,
        visitor,
        landed: false,
        source: null,
        campaign: null,
        locale: null,
        landingPath: null,
        device: null,
        referrer: null,
        steps: 0,
      };
      visitors.set(key, row);
    }
    return row;
  };
  const viewed = (day: string, path: string, visitor: string) => {
    const name = stored(day, 'path', path);
    pageViews.set(`${day} ${name} ${visitor}`, { day, path: name, visitor });
  };

  for (const record of batch) {
    if (record.kind === 'completed') {
      rows.completedSessions.push(record.sessionId);
      continue;
    }
    const { day } = record;
    const visitor = visitorHash(await context.salts.saltOf(day), record.client, context.site);
    if (record.kind === 'checkout') {
      visitorOf(day, visitor).steps |= stepBits.checkout;
      rows.checkouts.push({ sessionId: record.sessionId, day, visitor });
      continue;
    }
    for (const event of record.events) {
      if (event.type === 'vital') {
        const path = stored(day, 'path', event.path);
        const key = `${day} ${path} ${event.name}`;
        let histogram = vitals.get(key);
        if (!histogram) {
          histogram = {
            day,
            path,
            metric: event.name,
            samples: Array<number>(histogramSlots).fill(0),
          };
          vitals.set(key, histogram);
        }
        const slot = slotOf(event.name, event.value);
        histogram.samples[slot] = (histogram.samples[slot] ?? 0) + 1;
        continue;
      }
      if (event.step === 'page') {
        viewed(day, event.path, visitor);
        continue;
      }
      const row = visitorOf(day, visitor);
      if (event.step !== 'visit') {
        row.steps |= stepBits[event.step];
        continue;
      }
      row.steps |= stepBits.visit;
      // The first page of a visit is viewed too, whether or not its `page` step arrives.
      viewed(day, event.path, visitor);
      if (row.landed) continue;
      const referrer = referrerDomain(event.referrer, siteHost);
      Object.assign(row, {
        landed: true,
        source: event.source ? stored(day, 'source', event.source) : null,
        campaign: event.campaign ? stored(day, 'campaign', event.campaign) : null,
        locale: event.locale,
        landingPath: stored(day, 'path', event.path),
        device: event.device,
        referrer: referrer ? stored(day, 'referrer', referrer) : null,
      });
    }
  }
  return {
    ...rows,
    visitors: [...visitors.values()],
    pageViews: [...pageViews.values()],
    vitals: [...vitals.values()],
  };
}
