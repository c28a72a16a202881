import { copyValues } from './copyValues';
import { fillCopy, fillTemplate } from './fillTemplate';
import english from './home/en.json' with { type: 'json' };
import { homeCopySchema } from './home/homeCopy';
import { ctaLabels } from './ctaLabels';

export type { Card, IconName } from './home/homeCopy';

const parsed = homeCopySchema.parse(english);
// The picture's alternative text is filled from the picture's numbers below, not from the facts.
const pictureAltTemplate = parsed.hero.pictureAlt;
const copy = fillCopy({ ...parsed, hero: { ...parsed.hero, pictureAlt: '' } }, copyValues);

/**
 * The hero's product picture: weekly ACoS of a campaign after the automation takes over, falling
 * to its goal and staying under it. Its alternative text is written from these numbers, and a test
 * holds the two together.
 */
const heroChart = {
  acosGoalPercent: 30,
  weeklyAcosPercent: [44, 41, 42, 37, 34, 31, 29, 27, 26, 25],
} as const;

function heroPictureAlt(): string {
  const series = heroChart.weeklyAcosPercent;
  const { countWords, picture } = copy.hero;
  const count = (kind: string) =>
    countWords[picture.rows.filter((row) => row.kind === kind).length] ??
    String(picture.rows.length);
  return fillTemplate(pictureAltTemplate, {
    firstAcos: series[0],
    lastAcos: series.at(-1) ?? series[0],
    goalAcos: heroChart.acosGoalPercent,
    promoted: count('promoted'),
    negative: count('negative'),
  });
}

const { picture, ...heroText } = copy.hero;

export const hero = {
  ...heroText,
  primaryCta: { label: ctaLabels.trial, href: '/pricing' },
  pictureAlt: heroPictureAlt(),
  picture: { ...picture, ...heroChart },
} as const;

export const partners = {
  ...copy.partners,
  logos: [
    {
      name: 'Handcraft Blends',
      src: '/images/partners/handcraft-blends.svg',
      width: 200,
      height: 40,
    },
    {
      name: 'New York Biology',
      src: '/images/partners/new-york-biology.svg',
      width: 210,
      height: 40,
    },
    {
      name: 'Verified Ads Partner',
      src: '/images/partners/verified-ads-partner.svg',
      width: 200,
      height: 40,
    },
    {
      name: 'Works with Seller Central',
      src: '/images/partners/seller-central.svg',
      width: 220,
      height: 40,
    },
  ],
} as const;

export const { claimsBand, problems, features, howItWorks, testimonials, adTypes, marketplaces } =
  copy;
