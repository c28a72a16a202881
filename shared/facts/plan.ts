import { defaultLocale } from '../language/locales';
import { CURRENCY_QUERY, currencyNamed, defaultCurrencyOf, type Currency } from './currencies';
import { offer } from './offer';
import {
  billingPeriods,
  defaultBillingPeriod,
  defaultLevelIndex,
  levelFacts,
  type BillingPeriod,
  type LevelFacts,
} from './pricing';

/** The plan a visitor starts a trial of: a level id, a billing period and the currency paid in. */
export interface PlanChoice {
  level: string;
  billing: BillingPeriod;
  currency: Currency;
}

/** The period rule: a plan is billed monthly or annually, nothing else. */
export const isBillingPeriod = (value: unknown): value is BillingPeriod =>
  billingPeriods.includes(value as BillingPeriod);

const defaultLevel = levelFacts[defaultLevelIndex] as LevelFacts;

/** What a signup that names no plan gets (the page's defaults: Standard, monthly, in US dollars). */
export const defaultPlan: PlanChoice = {
  level: defaultLevel.id,
  billing: defaultBillingPeriod,
  currency: defaultCurrencyOf[defaultLocale],
};

/** The facts of a plan's level; an unknown id falls back to the default level. */
export const levelFactsOf = (plan: PlanChoice): LevelFacts =>
  levelFacts.find((level) => level.id === plan.level) ?? defaultLevel;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a trial that starts at `start` ends and the first charge is taken. */
export function trialEndDate(start: Date, days: number = offer.trialDays): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** The pricing page's address and the query that carries the plan on it. */
export const PRICING_PATH = '/pricing';
export const planQuery = { billing: 'billing', level: 'level', currency: CURRENCY_QUERY } as const;

/**
 * The plan an address names (`?billing=annual&level=11&currency=GBP`, the level by its position
 * 1-11); what it leaves out or gets wrong stays at the default, so any link shows a plan. The
 * currency's default is the page's (`currency`): the one it was served in.
 */
export function planFromSearch(
  search: string | URLSearchParams,
  currency: Currency = defaultPlan.currency,
): PlanChoice {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const billing = query.get(planQuery.billing);
  const position = Number(query.get(planQuery.level));
  const level = Number.isInteger(position) ? levelFacts[position - 1] : undefined;
  return {
    billing: isBillingPeriod(billing) ? billing : defaultPlan.billing,
    level: level?.id ?? defaultPlan.level,
    currency: currencyNamed(query.get(planQuery.currency)) ?? currency,
  };
}

/**
 * The query naming a plan: "billing=annual&level=11&currency=GBP", after whatever else `others` carries (a
 * campaign's utm_ parameters, say), which stays as it was.
 */
export function planSearch(plan: PlanChoice, others: string = ''): string {
  const position = levelFacts.findIndex((level) => level.id === plan.level) + 1;
  const query = new URLSearchParams(others);
  query.set(planQuery.billing, isBillingPeriod(plan.billing) ? plan.billing : defaultPlan.billing);
  query.set(planQuery.level, String(position || defaultLevelIndex + 1));
  query.set(planQuery.currency, currencyNamed(plan.currency) ?? defaultPlan.currency);
  return query.toString();
}

/** The pricing page showing a plan, e.g. "/pricing?billing=annual&level=11&currency=USD". */
export const pricingPathFor = (plan: PlanChoice): string => `${PRICING_PATH}?${planSearch(plan)}`;
