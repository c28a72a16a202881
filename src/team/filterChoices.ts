import { levelFacts } from '../facts/pricing';
import { localeFacts, locales } from '../facts/locales';

/** The values the console's language and plan filters offer, each with its label. */
export interface FilterChoices {
  locales: [string, string][];
  plans: [string, string][];
}

/**
 * Read when the console's page is built and handed to the island as a prop, so the island shares
 * no module with the public pages' islands: a module two islands share becomes a file of its own
 * that every pricing page would fetch.
 */
export const filterChoices = (): FilterChoices => ({
  locales: locales.map((locale) => [locale, localeFacts[locale].name]),
  plans: levelFacts.map(({ id }) => [id, id]),
});
