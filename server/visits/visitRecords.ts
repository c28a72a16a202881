import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import { hasInvisibleCharacter } from '../../shared/invisibleCharacters';
import type { DailyNameKind } from '../../shared/contracts/visitCounting';
import { stepBits, type VisitorRow, type VisitRows } from '../store/visitStore';
import type { DailySalts } from './dailySalts';
import type { DailyNames, NameRequest } from './dailyNames';
import { visitSourceOf } from '../../shared/contracts/visitSource';
import { referrerDomain } from './referrerDomain';
import type { CountryOf } from './countryOf';
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
 * Whether every text of a record can be stored: no invisible character (a control character, a
 * lone surrogate…). Beacons
 * were checked at the edge already; this keeps any other caller from failing a batch.
 */
export const isStorable = (record: VisitRecord): boolean =>
  !textsOf(record).some(hasInvisibleCharacter);

export interface RowContext {
  salts: DailySalts;
  /** The country of a client's address, looked up now; the address itself is never stored. */
  countryOf: CountryOf;
  names: DailyNames;
  /** The site's origin: part of every visitor hash, and never a referrer. */
  site: string;
}

/**
 * A batch's rows for each table: every client hashed under its day's salt, each visitor merged
 * into one row per day (its first visit's attribution, all its steps), and at most one page-speed
 * sample per visitor, page and metric. Only the names these rows hold are offered to the day's
 * caps, each by the client it came from: a visit the day already knows brings no names.
 */
export async function rowsOf(
  batch: readonly VisitRecord[],
  context: RowContext,
): Promise<VisitRows> {
  const siteHost = new URL(context.site).hostname;
  const requests: NameRequest[] = [];
  const visitors = new Map<string, VisitorRow>();
  const pageViews: VisitRows['pageViews'] = [];
  const vitals = new Map<string, VisitRows['vitals'][number]>();
  const checkouts: VisitRows['checkouts'] = [];
  const completedSessions: string[] = [];

  for (const record of batch) {
    if (record.kind === 'completed') {
      completedSessions.push(record.sessionId);
      continue;
    }
    const { day, client } = record;
    const visitor = visitorHash(await context.salts.saltOf(day), client, context.site);
    const named = (kind: DailyNameKind, name: string | undefined) => {
      if (!name) return null;
      requests.push({ day, kind, name, client: client.address });
      return name;
    };
    let row = visitors.get(`${day} ${visitor}`);
    const visitorRow = () => {
      row ??= { ...unlandedVisitor, day, visitor };
      visitors.set(`${day} ${visitor}`, row);
      return row;
    };
    if (record.kind === 'checkout') {
      visitorRow().steps |= stepBits.checkout;
      checkouts.push({ sessionId: record.sessionId, day, visitor });
      continue;
    }
    for (const event of record.events) {
      if (event.type === 'vital') {
        const key = `${day} ${visitor} ${event.path} ${event.name}`;
        if (vitals.has(key)) continue;
        const path = named('path', event.path) ?? event.path;
        const slot = slotOf(event.name, event.value);
        vitals.set(key, { day, path, metric: event.name, voice: visitor, slot });
        continue;
      }
      // A page that is not a visit's first (no `visit` in its beacon): a second page was seen.
      if (event.step === 'page' && !record.events.some(isVisitStep)) {
        visitorRow().steps |= stepBits.morePages;
      }
      // The first page of a visit is viewed too, whether or not its `page` step arrives.
      if (event.step === 'page' || event.step === 'visit') {
        pageViews.push({ day, path: named('path', event.path) ?? event.path, visitor });
      }
      if (event.step === 'page') continue;
      const visitorOfDay = visitorRow();
      visitorOfDay.steps |= stepBits[event.step];
      if (event.step !== 'visit' || visitorOfDay.landed) continue;
      const origin = visitSourceOf(event, siteHost);
      Object.assign(visitorOfDay, {
        landed: true,
        channel: origin.channel,
        source: named('source', origin.source),
        campaign: named('campaign', event.campaign),
        locale: event.locale,
        landingPath: named('path', event.path),
        device: event.device,
        referrer: named('referrer', referrerDomain(event.referrer, siteHost)),
        country: context.countryOf(client.address) ?? null,
      });
    }
  }

  const stored = await context.names.admit(requests);
  const storedOr = (day: string, kind: DailyNameKind, name: string | null) =>
    name === null ? null : stored(day, kind, name);
  const unique = <Row>(rows: Row[], key: (row: Row) => string) => [
    ...new Map(rows.map((row) => [key(row), row])).values(),
  ];
  return {
    visitors: [...visitors.values()].map((row) => ({
      ...row,
      source: storedOr(row.day, 'source', row.source),
      campaign: storedOr(row.day, 'campaign', row.campaign),
      landingPath: storedOr(row.day, 'path', row.landingPath),
      referrer: storedOr(row.day, 'referrer', row.referrer),
    })),
    // Two paths past the cap are one "(other)" page for a visitor.
    pageViews: unique(
      pageViews.map((view) => ({ ...view, path: stored(view.day, 'path', view.path) })),
      (view) => `${view.day} ${view.path} ${view.visitor}`,
    ),
    vitals: unique(
      [...vitals.values()].map((sample) => ({
        ...sample,
        path: stored(sample.day, 'path', sample.path),
      })),
      (sample) => `${sample.day} ${sample.path} ${sample.metric} ${sample.voice}`,
    ),
    vitalSlots: histogramSlots,
    checkouts,
    completedSessions,
  };
}

const isVisitStep = (event: BeaconEvent) => event.type === 'step' && event.step === 'visit';

const unlandedVisitor: Omit<VisitorRow, 'day' | 'visitor'> = {
  landed: false,
  channel: null,
  source: null,
  campaign: null,
  locale: null,
  landingPath: null,
  device: null,
  referrer: null,
  country: null,
  steps: 0,
};
