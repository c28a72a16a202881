import type { Locale } from '../../shared/language/locales';
import { copyFiles } from './copyFiles';
import { copyValues } from './copyValues';
import { ctaLabels } from './ctaLabels';
import { fillCopy, fillTemplate } from '../../shared/language/fillTemplate';
import { homeCopySchema } from './home/homeCopy';
import { localisedHref } from '../../shared/language/locales';
import { perLocale } from './perLocale';

export type { Card, IconName } from './home/homeCopy';

/**
 * The hero's product picture: weekly ACoS of a campaign after the automation takes over, falling
 * to its goal and staying under it. Its alternative text is written from these numbers, and a test
 * holds the two together.
 */
const heroChart = {
  acosGoalPercent: 30,
  weeklyAcosPercent: [44, 41, 42, 37, 34, 31, 29, 27, 26, 25],
} as const;

/** The partner logos' files, by the id their copy names them with. */
const partnerLogoFiles: Record<string, { width: number; height: number }> = {
  'handcraft-blends': { width: 200, height: 40 },
  'new-york-biology': { width: 210, height: 40 },
  'verified-ads-partner': { width: 200, height: 40 },
  'seller-central': { width: 220, height: 40 },
};

/** The home page's copy in a language, facts filled in. */
export const homeText = perLocale((locale: Locale) => {
  const parsed = homeCopySchema.parse(copyFiles(locale).home);
  // The picture's alternative text is filled from the picture's numbers, not from the facts.
  const pictureAltTemplate = parsed.hero.pictureAlt;
  const copy = fillCopy(
    { ...parsed, hero: { ...parsed.hero, pictureAlt: '' } },
    copyValues(locale),
  );
  const series = heroChart.weeklyAcosPercent;
  const { picture, countWords, ...heroText } = copy.hero;
  const count = (kind: string) =>
    countWords[picture.rows.filter((row) => row.kind === kind).length] ??
    String(picture.rows.length);
  const pictureAlt = fillTemplate(pictureAltTemplate, {
    firstAcos: series[0],
    lastAcos: series.at(-1) ?? series[0],
    goalAcos: heroChart.acosGoalPercent,
    promoted: count('promoted'),
    negative: count('negative'),
  });
  return {
    ...copy,
    hero: {
      ...heroText,
      primaryCta: { label: ctaLabels(locale).trial, href: localisedHref(locale, '/pricing') },
      pictureAlt,
      picture: { ...picture, ...heroChart },
    },
    partners: {
      ...copy.partners,
      logos: copy.partners.logos.map(({ id, name }) => {
        const file = partnerLogoFiles[id];
        if (!file) throw new Error(`No partner logo file for "${id}".`);
        return { name, src: `/images/partners/${id}.svg`, ...file };
      }),
    },
  };
});
