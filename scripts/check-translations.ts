import { contentDir } from '../shared/copy/readCopy';
import { checkTranslations, describeReports } from './translations/translationCheck';

// Run before every build of the site: a language with a gap fails the build, it never falls back.
// `node --import tsx scripts/check-translations.ts de` checks one language.
const only = process.argv[2];
const reports = checkTranslations(contentDir).filter(
  (report) => only === undefined || report.locale === only,
);
if (reports.length > 0) {
  console.error(`The translations are incomplete:\n${describeReports(reports)}`);
  process.exit(1);
}
console.log('Every language has every entry of every content collection.');
