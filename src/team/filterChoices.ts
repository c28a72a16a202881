import { levelFacts } from '../../shared/facts/pricing';
import { localeFacts, locales } from '../../shared/language/locales';

/**
 * The values the console's language and plan filters offer, each with its label, the plans by
 * their names in the pricing copy. Read when the console's page is built and handed to the island
 * as a prop, so the island shares no module with the public pages' islands: a module two islands
 * share becomes a file of its own that every pricing page would fetch.
 */
export const filterChoices = (levelNames: Readonly<Record<string, string>>) => ({
  locales: locales.map((locale): [string, string] => [locale, localeFacts[locale].name]),
  plans: levelFacts.map(({ id }): [string, string] => [id, levelNames[id] ?? id]),
});
export type FilterChoices = ReturnType<typeof filterChoices>;
