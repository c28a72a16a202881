import {
  funnelFiltersSchema,
  signupFiltersSchema,
  type FunnelFilters,
  type SignupFilters,
} from '../../shared/contracts/teamConsole';

const { page: pageSchema, ...signupFieldSchemas } = signupFiltersSchema.shape;
const fieldSchemas = { ...signupFieldSchemas, path: funnelFiltersSchema.shape.path };

/** The console's filters, as they stand in its address (`/team?from=2025-03-01&source=news`). */
export type FilterKey = keyof typeof fieldSchemas;
export type ConsoleFilters = Partial<Record<FilterKey, string>> & { page: number };
const filterKeys = Object.keys(fieldSchemas) as FilterKey[];

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
    page: pageSchema.catch(1).parse(query.get('page') ?? undefined),
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

/** The filters the signups' API takes; zod leaves out the others. */
export const signupFiltersOf = (filters: ConsoleFilters): SignupFilters =>
  signupFiltersSchema.parse(filters);

export const funnelFiltersOf = (filters: ConsoleFilters): FunnelFilters =>
  funnelFiltersSchema.parse(filters);

/** The CSV of every signup these filters find, not only the page shown. */
export const csvQueryOf = (filters: ConsoleFilters): string =>
  queryOf({ ...signupFiltersOf(filters), page: undefined });
