import { LRUCache } from 'lru-cache';
import { addDays } from '../../shared/contracts/reportPeriod';
import { dailyNameCaps, otherName, type DailyNameKind } from '../../shared/contracts/visitCounting';
import type { VisitStore } from '../store/visitStore';

export interface NameRequest {
  day: string;
  kind: DailyNameKind;
  name: string;
  /** The client it came from (its address, an IPv6 /64), whose daily budget it spends if new. */
  client: string;
}

/** What each name of a batch is stored as: itself, or `(other)` past its day's cap. */
export type StoredName = (day: string, kind: DailyNameKind, name: string) => string;

export interface DailyNames {
  /** Admits a batch's new names (one query per day and kind with newcomers), then names them. */
  admit(requests: Iterable<NameRequest>): Promise<StoredName>;
}

export interface DailyNamesOptions {
  /** The site's own pages: always stored under their own paths, outside the caps. */
  isSitePath: (path: string) => boolean;
  /** New names one client may bring a day, per kind (default 3). */
  newNamesPerClient?: number | undefined;
}

type Known = { names: Set<string>; full: boolean };

/** Clients whose budgets are remembered at once; one forgotten starts afresh. */
const rememberedClients = 100_000;

/**
 * The cardinality caps (dailyNameCaps), decided when a batch is written. The database holds each
 * day's admitted names, first come first served across replicas; this process remembers them, so
 * a name it knows, or any name once the day is full, costs no query. Only the last two days are
 * remembered: batches write today's records, and yesterday's just after midnight.
 *
 * One client cannot fill a day: a name new to the day is offered to the cap only within its
 * client's small daily budget of new names per kind (counted in this process), and the site's own
 * pages never compete for a place.
 */
export function createDailyNames(
  store: Pick<VisitStore, 'admitNames'>,
  { isSitePath, newNamesPerClient = 3 }: DailyNamesOptions,
): DailyNames {
  const known = new Map<string, Known>();
  const spent = new LRUCache<string, number>({ max: rememberedClients });
  const keyOf = (day: string, kind: DailyNameKind) => `${day} ${kind}`;
  const isOwn = (kind: DailyNameKind, name: string) => kind === 'path' && isSitePath(name);

  const forgetBefore = (oldestKept: string) => {
    for (const key of known.keys()) if (key < oldestKept) known.delete(key);
  };
  /** Whether the client may still bring a name new to the day; spends one of its budget if so. */
  const withinBudget = ({ day, kind, client }: NameRequest) => {
    const key = `${day} ${kind} ${client}`;
    const used = spent.get(key) ?? 0;
    if (used >= newNamesPerClient) return false;
    spent.set(key, used + 1);
    return true;
  };

  return {
    async admit(requests) {
      const newcomers = new Map<string, Map<string, NameRequest>>();
      let newestDay = '';
      for (const request of requests) {
        if (request.day > newestDay) newestDay = request.day;
        if (isOwn(request.kind, request.name)) continue;
        const key = keyOf(request.day, request.kind);
        const day = known.get(key);
        if (day && (day.full || day.names.has(request.name))) continue;
        const group = newcomers.get(key) ?? new Map<string, NameRequest>();
        if (group.has(request.name) || !withinBudget(request)) continue;
        group.set(request.name, request);
        newcomers.set(key, group);
      }
      for (const [key, group] of newcomers) {
        const [{ day, kind }] = [...group.values()] as [NameRequest];
        const cap = dailyNameCaps[kind];
        const admitted = await store.admitNames(day, kind, [...group.keys()], cap);
        known.set(key, { names: new Set(admitted), full: admitted.length >= cap });
      }
      if (newestDay) forgetBefore(addDays(newestDay, -1));
      return (day, kind, name) =>
        isOwn(kind, name) || known.get(keyOf(day, kind))?.names.has(name) ? name : otherName;
    },
  };
}
