import { dailyNameCaps, otherName, type DailyNameKind } from '../../shared/contracts/visitCounting';
import type { VisitStore } from '../store/visitStore';
import { addDays } from './days';

export interface NameRequest {
  day: string;
  kind: DailyNameKind;
  name: string;
}

/** What each name of a batch is stored as: itself, or `(other)` past its day's cap. */
export type StoredName = (day: string, kind: DailyNameKind, name: string) => string;

export interface DailyNames {
  /** Admits a batch's new names (one query per day and kind with newcomers), then names them. */
  admit(requests: Iterable<NameRequest>): Promise<StoredName>;
}

type Known = { names: Set<string>; full: boolean };

/**
 * The cardinality caps (dailyNameCaps), decided when a batch is written. The database holds each
 * day's admitted names, first come first served across replicas; this process remembers them, so
 * a name it knows, or any name once the day is full, costs no query. Only the last two days are
 * remembered: batches write today's records, and yesterday's just after midnight.
 */
export function createDailyNames(store: Pick<VisitStore, 'admitNames'>): DailyNames {
  const known = new Map<string, Known>();
  const keyOf = (day: string, kind: DailyNameKind) => `${day} ${kind}`;

  const forgetBefore = (oldestKept: string) => {
    for (const key of known.keys()) if (key < oldestKept) known.delete(key);
  };

  return {
    async admit(requests) {
      const newcomers = new Map<string, NameRequest[]>();
      let newestDay = '';
      for (const request of requests) {
        if (request.day > newestDay) newestDay = request.day;
        const key = keyOf(request.day, request.kind);
        const day = known.get(key);
        if (day && (day.full || day.names.has(request.name))) continue;
        const group = newcomers.get(key);
        if (group) group.push(request);
        else newcomers.set(key, [request]);
      }
      for (const [key, group] of newcomers) {
        const [{ day, kind }] = group as [NameRequest];
        const cap = dailyNameCaps[kind];
        const names = [...new Set(group.map((request) => request.name))];
        const admitted = await store.admitNames(day, kind, names, cap);
        known.set(key, { names: new Set(admitted), full: admitted.length >= cap });
      }
      if (newestDay) forgetBefore(addDays(newestDay, -1));
      return (day, kind, name) => (known.get(keyOf(day, kind))?.names.has(name) ? name : otherName);
    },
  };
}
