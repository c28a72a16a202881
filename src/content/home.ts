import { claims } from '../facts/offer';
import { ctaLabels } from './navigation';

export type IconName =
  | 'explosion'
  | 'blackBox'
  | 'autopilot'
  | 'bidding'
  | 'harvest'
  | 'shield'
  | 'tracker'
  | 'clock'
  | 'history';

export interface Card {
  title: string;
  body: string;
  icon: IconName;
}

/**
 * The hero's product picture: weekly ACoS of a campaign after the automation takes over, falling
 * to its goal and staying under it. Its alternative text is written from these numbers, and a test
 * holds the two together.
 */
const heroChart = {
  acosGoalPercent: 30,
  weeklyAcosPercent: [44, 41, 42, 37, 34, 31, 29, 27, 26, 25],
} as const;

const heroKeywords = [
  { keyword: 'organic loose leaf tea', action: 'Exact match', kind: 'promoted' },
  { keyword: 'herbal tea sampler', action: 'Exact match', kind: 'promoted' },
  { keyword: 'cheap tea bags', action: 'Negative', kind: 'negative' },
] as const;

const countWords = ['no', 'one', 'two', 'three', 'four', 'five'] as const;

function heroPictureAlt(): string {
  const series = heroChart.weeklyAcosPercent;
  const count = (kind: string) =>
    countWords[heroKeywords.filter((row) => row.kind === kind).length] ?? 'several';
  return `Product preview: weekly ACoS falling from ${series[0]}% to ${series.at(-1)}% and staying under the ${heroChart.acosGoalPercent}% ACoS goal line, and a table of harvested keywords: ${count('promoted')} promoted to exact match, ${count('negative')} added as negative`;
}

export const hero = {
  headlineLead: 'AI that runs your Amazon PPC for',
  typingPhrases: ['Busy Sellers', 'Growing Brands', 'Ad Agencies', 'Faster Growth'],
  typing: { msPerCharacter: 80, pauseBetweenPhrasesMs: 2000 },
  pauseTyping: 'Pause headline animation',
  resumeTyping: 'Play headline animation',
  promise:
    'Bids, keywords and negatives managed around the clock: hands-free, with every change logged where you can see it.',
  primaryCta: { label: ctaLabels.trial, href: '/pricing' },
  secondaryCta: { label: 'Watch Demo', targetId: 'how-it-works' },
  ratingLabel: `${claims.rating} from ${claims.reviewCount} reviews`,
  ratingAccessible: `Rated ${claims.rating} out of 5 from ${claims.reviewCount} reviews`,
  sellersLabel: `Trusted by ${claims.sellers} sellers`,
  pictureAlt: heroPictureAlt(),
  picture: {
    chartTitle: 'ACoS, last 10 weeks',
    acosLabel: 'ACoS',
    goalLabel: 'ACoS goal',
    ...heroChart,
    tableTitle: 'Harvested keywords',
    rows: heroKeywords,
  },
} as const;

export const partners = {
  heading: `Trusted by ${claims.sellers} sellers`,
  pause: 'Pause logo scroll',
  play: 'Play logo scroll',
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

export const claimsBand = {
  heading: 'Results our sellers see',
  items: [
    { value: claims.revenueProtected, label: 'Revenue protected' },
    { value: claims.conversionIncrease, label: 'Conversion increase' },
    { value: claims.acosReduction, label: 'ACoS reduction' },
    { value: claims.cpcDecrease, label: 'CPC decrease' },
  ],
} as const;

export const problems = {
  eyebrow: 'The problem',
  heading: 'Why most PPC tools cost more than they save',
  items: [
    {
      title: 'Account Explosions',
      icon: 'explosion',
      body: 'One runaway keyword can burn a month of budget overnight. Without spending limits and bid caps, a single bad auction wipes out your margin before anyone notices.',
    },
    {
      title: 'Black Box AI',
      icon: 'blackBox',
      body: 'Most "smart" tools change bids without telling you why. You cannot audit what you cannot see, and you cannot undo what was never logged.',
    },
    {
      title: 'Autopilot Mediocrity',
      icon: 'autopilot',
      body: 'Set-and-forget rules chase average results. Strong keywords stay buried in broad match while wasted spend keeps quietly leaking.',
    },
  ] satisfies Card[],
} as const;

export const features = {
  eyebrow: 'Features',
  heading: 'Everything your campaigns need, automated',
  intro: 'Unlimited automated ASINs on every plan. Hands-free, but never hidden.',
  items: [
    {
      title: 'Automated bidding',
      icon: 'bidding',
      body: 'Keyword bids, keyword additions and removals, and negative keywords managed continuously against your ACoS goal.',
    },
    {
      title: 'Keyword harvesting',
      icon: 'harvest',
      body: 'Strong search terms are promoted to exact-match targets automatically, and an ignore list keeps the ones you never want back.',
    },
    {
      title: 'Wasted-spend control',
      icon: 'shield',
      body: 'Spending limits and maximum bid caps stop runaway keywords before they eat your budget.',
    },
    {
      title: 'Keyword tracker and research',
      icon: 'tracker',
      body: 'Follow organic and paid rank for the keywords that matter, and research new ones with the semantic core wizard.',
    },
    {
      title: 'Dayparting',
      icon: 'clock',
      body: 'Spend when your shoppers buy. Schedule bids by hour and day so budget goes to the hours that convert.',
    },
    {
      title: 'Changelog and revert',
      icon: 'history',
      body: 'A daily changelog of every automated action and a full change history you can revert with one click.',
    },
  ] satisfies Card[],
} as const;

export const howItWorks = {
  eyebrow: 'How it works',
  heading: 'From connected account to automatic growth in seven steps',
  steps: [
    { title: 'Connect your seller account', body: 'Link your account securely in a few clicks.' },
    {
      title: 'Build a keyword core',
      body: 'The semantic core wizard maps the search terms your products should win.',
    },
    {
      title: 'Set ACoS goals and min/max bids',
      body: 'Tell the AI your target and the limits it must respect.',
    },
    {
      title: 'Turn on AI automation',
      body: 'Bids, harvesting and negatives start working around the clock.',
    },
    {
      title: 'Track keywords',
      body: 'Watch organic and paid rank move for the keywords you care about.',
    },
    {
      title: 'Scale automatically',
      body: 'Winning keywords get budget; losers are cut before they cost you.',
    },
    {
      title: 'Grow your business',
      body: 'First results in 7-14 days, significant results within 30 days.',
    },
  ],
} as const;

export const testimonials = {
  eyebrow: 'Customers',
  heading: 'Sellers who handed over the bidding',
  items: [
    {
      name: 'Handcraft Blends',
      role: 'Founder',
      content:
        'Our ACoS came down 17% while sales grew 82%. Clicks more than doubled, and for the first time I can see every change the automation made.',
    },
    {
      name: 'New York Biology',
      role: 'E-commerce Manager',
      content:
        'Sales up 206% and clicks up 361%. We went from 3 campaigns to more than 15 across 7 products without hiring anyone to manage them.',
    },
  ],
} as const;

export const adTypes = {
  eyebrow: 'Ad types',
  heading: 'Built for Sponsored Products, with more on the way',
  supportedLabel: 'Supported',
  comingSoonLabel: 'Coming Soon',
  items: [
    { name: 'Sponsored Products', supported: true },
    { name: 'Sponsored Brands & Video', supported: false },
    { name: 'Sponsored Display', supported: false },
  ],
} as const;

export const marketplaces = {
  eyebrow: 'Marketplaces',
  heading: 'Live on nine Amazon marketplaces',
  regions: [
    {
      name: 'North America',
      countries: [
        { name: 'United States', flag: '/images/flags/us.svg' },
        { name: 'Canada', flag: '/images/flags/ca.svg' },
        { name: 'Mexico', flag: '/images/flags/mx.svg' },
      ],
    },
    {
      name: 'Europe',
      countries: [
        { name: 'United Kingdom', flag: '/images/flags/gb.svg' },
        { name: 'Germany', flag: '/images/flags/de.svg' },
        { name: 'France', flag: '/images/flags/fr.svg' },
        { name: 'Italy', flag: '/images/flags/it.svg' },
        { name: 'Spain', flag: '/images/flags/es.svg' },
      ],
    },
    {
      name: 'Asia-Pacific',
      countries: [{ name: 'Australia', flag: '/images/flags/au.svg' }],
    },
  ],
} as const;
