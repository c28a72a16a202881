import { offer } from '../../shared/facts/offer';
import type { Locale } from '../../shared/language/locales';
import { copyFiles } from './copyFiles';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { perLocale } from './perLocale';

/** Every button that starts the trial says so with the trial's length. */
export const ctaLabels = perLocale((locale: Locale) => {
  const copy = copyFiles(locale).callsToAction;
  return {
    trial: fillTemplate(copy.trial, offer),
    floating: fillTemplate(copy.floating, offer),
  };
});
