import { defaultLocale, isLocale, type Locale } from '../../shared/language/locales';
import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import type { PageStep } from '../../shared/contracts/visitCounting';

export type StepEvent = Extract<BeaconEvent, { type: 'step' }>;

/** The page being counted: its address, its path without the query and its language. */
export interface VisitPage {
  href: string;
  path: string;
  locale: Locale;
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

export function stepEvent(step: PageStep, { path, locale }: VisitPage): StepEvent {
  return { type: 'step', step, path, locale };
}
