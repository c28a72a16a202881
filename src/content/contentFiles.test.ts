import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyCollections, type FileCollection } from '../../shared/copy/collections';
import { contentDir, readCopy, readCopyValues, readEntries } from '../../shared/copy/readCopy';
import { templatePlaceholders } from '../../test/templatePlaceholders';
import { locales, type Locale } from '../../shared/language/locales';

const languagesOf = (languages: 'all' | 'en'): readonly Locale[] =>
  languages === 'all' ? locales : ['en'];

/** Every file of every collection, as [collection, language]. */
const copyFiles = (Object.keys(copyCollections) as (keyof typeof copyCollections)[]).flatMap(
  (name) => languagesOf(copyCollections[name].languages).map((locale) => [name, locale] as const),
);

/** A collection's files in a language, as data: one file, or every entry of its folder. */
const dataOf = (name: keyof typeof copyCollections, locale: Locale): unknown =>
  copyCollections[name].layout === 'file'
    ? readCopy(name as FileCollection, locale)
    : readEntries(name as Exclude<keyof typeof copyCollections, FileCollection>, locale);

/** Names a file fills from its own context rather than from the shared facts. */
const localNames = new Set([
  // The team console's counts, pages, periods, charts and deliveries.
  'message',
  'page',
  'pages',
  'total',
  'count',
  'kind',
  'period',
  'previous',
  'days',
  'change',
  'chart',
  'figures',
  'most',
  'share',
  'reasons',
  'level',
  'time',
  'attempts',
  // …its filters and paying customers, and the weekly report's paying sources.
  'value',
  'trials',
  'counted',
  'uncounted',
  'channel',
  'paying',
  'revenue',
  'vendor',
  'purposes',
  'path',
  'year',
  'commissionKind',
  'marketplaceCount',
  'caseClients',
  'firstAcos',
  'lastAcos',
  'goalAcos',
  'promoted',
  'negative',
  'email',
  'levelName',
  'maxAdSpend',
  'billing',
  'trialEndsOn',
  'chargeAfterTrial',
  'welcomeLink',
  'linkValidDays',
  'wait',
  'status',
  'price',
  'day',
  'name',
  'percent',
  'amount',
  'annualDiscountPercent',
  'hotkey',
  'minutes',
  // The team console's refusal of a request from elsewhere names the site's origin.
  'site',
  // A legal document's paragraph that differs with and without third-party vendors.
  'thirdPartyServices',
  // The weekly report's period and figures.
  'from',
  'to',
  'current',
  'previous',
  'source',
  'visitors',
  'trials',
  'conversion',
  'lcpGood',
  'inpGood',
  'first',
  'last',
  'lcp',
  'inp',
  'samples',
]);

describe.each(copyFiles)('the copy of %s in %s', (name, locale) => {
  it('passes its collection’s schema', () => {
    expect(() => dataOf(name, locale)).not.toThrow();
  });

  it('names only facts that exist', () => {
    const text = JSON.stringify(dataOf(name, locale));
    const unknown = templatePlaceholders(text).filter(
      (placeholder) => !(placeholder in readCopyValues('en')) && !localNames.has(placeholder),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the copy collections', () => {
  it('are every folder of src/content', () => {
    const folders = readdirSync(contentDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(
      Object.values(copyCollections)
        .map((collection) => collection.folder)
        .sort(),
    );
  });
});

describe('a copy schema', () => {
  it('refuses a file that misses a text or adds one', () => {
    const { schema } = copyCollections.signupMessages;
    const english = readCopy('signupMessages', 'en');
    const missing: Partial<typeof english> = { ...english };
    delete missing.emptyEmail;
    expect(schema.safeParse(missing).success).toBe(false);
    expect(schema.safeParse({ ...english, extra: 'x' }).success).toBe(false);
  });
});
