import {
  billingPeriods,
  defaultBillingPeriod,
  defaultLevelIndex,
  findLevel,
  pricingLevels,
  type BillingPeriod,
  type PricingLevel,
} from './pricing';
import { offer } from '../facts/offer';
import { writeDay } from './writtenOut';

/** The plan a visitor starts a trial of: a level id and a billing period. */
export interface PlanChoice {
  level: string;
  billing: BillingPeriod;
}

const defaultLevel = pricingLevels[defaultLevelIndex] as PricingLevel;

/** What a signup that names no plan gets (the page's defaults: Standard, monthly). */
export const defaultPlan: PlanChoice = { level: defaultLevel.id, billing: defaultBillingPeriod };

export const isBillingPeriod = (value: unknown): value is BillingPeriod =>
  billingPeriods.includes(value as BillingPeriod);

/** The level of a plan; an unknown id falls back to the default level. */
export const levelOf = (plan: PlanChoice): PricingLevel => findLevel(plan.level) ?? defaultLevel;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a trial that starts at `start` ends and the first charge is taken. */
export function trialEndDate(start: Date, days: number = offer.trialDays): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** A calendar day as "23 Dec 2026" (UTC, so the server and the page agree). */
export function formatDay(date: Date): string {
  return writeDay(date);
}
