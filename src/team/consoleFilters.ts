import {
  funnelFiltersSchema,
  signupFiltersSchema,
  type FunnelFilters,
  type SignupFilters,
} from '../facts/teamConsole';

/** The console's filters, as they stand in its address (`/team?from=2025-03-01&source=news`). */
export const filterKeys = [
  'from',
  'to',
  'source',
  'campaign',
  'locale',
  'plan',
  'state',
  'path',
] as const;
export type FilterKey = (typeof filterKeys)[number];
export type ConsoleFilters = Partial<Record<FilterKey, string>> & { page: number };

const fieldSchemas = { ...signupFiltersSchema.shape, path: funnelFiltersSchema.shape.path };

/** A query string of the values given, in their order, without the empty ones. */
export function queryOf(values: Readonly<Record<string, string | number | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return query.toString();
}

/** The filters of an address's query; a value the API would refuse is left out. */
export function filtersFromSearch(search: string): ConsoleFilters {
  const query = new URLSearchParams(search);
  const filters: ConsoleFilters = {
    page: signupFiltersSchema.shape.page.catch(1).parse(query.get('page') ?? undefined),
  };
  for (const key of filterKeys) {
    const value = query.get(key)?.trim();
    if (value && fieldSchemas[key].safeParse(value).success) filters[key] = value;
  }
  return filters;
}

/** The address's query for these filters; the first page is the default and not written. */
export const searchOf = ({ page, ...filters }: ConsoleFilters): string =>
  queryOf({ ...filters, page: page > 1 ? page : undefined });

const pick = (filters: ConsoleFilters, keys: readonly FilterKey[]) =>
  Object.fromEntries(keys.flatMap((key) => (filters[key] ? [[key, filters[key]]] : [])));

export const signupFiltersOf = (filters: ConsoleFilters): SignupFilters =>
  signupFiltersSchema.parse({
    ...pick(filters, ['from', 'to', 'source', 'campaign', 'locale', 'plan', 'state']),
    page: filters.page,
  });

export const funnelFiltersOf = (filters: ConsoleFilters): FunnelFilters =>
  funnelFiltersSchema.parse(pick(filters, ['from', 'to', 'source', 'campaign', 'path', 'locale']));

/** The CSV of every signup these filters find, not only the page shown. */
export const csvQueryOf = (filters: ConsoleFilters): string =>
  queryOf({ ...signupFiltersOf(filters), page: undefined });
