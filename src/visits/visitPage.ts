import { defaultLocale, isLocale, type Locale } from '../../shared/language/locales';
import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import {
  deviceClassOf,
  type DeviceClass,
  type PageStep,
} from '../../shared/contracts/visitCounting';

export type StepEvent = Extract<BeaconEvent, { type: 'step' }>;

/** The page being counted: its address, its path without the query and its language. */
export interface VisitPage {
  href: string;
  path: string;
  locale: Locale;
}

/** What every event of the page carries: its path, its language and the viewport's class. */
export interface PageFields {
  path: string;
  locale: Locale;
  device: DeviceClass;
}

/** The server refuses longer paths, and with them the whole beacon. */
const MAX_PATH_LENGTH = 300;

export function visitPageOf(
  location: Pick<Location, 'href' | 'pathname'>,
  html: Pick<HTMLElement, 'lang'>,
): VisitPage {
  const language = html.lang.split('-')[0]?.toLowerCase();
  return {
    href: location.href,
    path: location.pathname.slice(0, MAX_PATH_LENGTH),
    locale: isLocale(language) ? language : defaultLocale,
  };
}

/** The page's fields now: the viewport's class as it is at this moment. */
export const pageFields = ({ path, locale }: VisitPage): PageFields => ({
  path,
  locale,
  device: deviceClassOf(window.innerWidth),
});

export const stepEvent = (step: PageStep, page: VisitPage): StepEvent => ({
  type: 'step',
  step,
  ...pageFields(page),
});
