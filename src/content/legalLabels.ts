import type { Locale } from '../facts/locales';
import { copyFiles } from './copyFiles';

/**
 * The labels around every legal document, and the note a translated page shows above the
 * English text (src/content/legal-labels/).
 */
export const legalLabels = (locale: Locale) => copyFiles(locale).legalLabels;
