import { site } from './site';

/** A case's address is /case/<id>; adding a case adds its id here and its entry below. */
export const caseIds = ['handcraft-blends', 'new-york-biology'] as const;
export type CaseId = (typeof caseIds)[number];

/** How a metric moved; ACoS going down is an improvement, so every arrow is shown in growth green. */
export type MetricTrend = 'up' | 'down' | 'level';

export interface CaseMetric {
  /** The large numeral, e.g. "82%". */
  value: string;
  /** Read right after the value, so "82%" + "more sales" says the whole result. */
  label: string;
  trend: MetricTrend;
}

/** One bar pair of the results chart: the level before (indexed to 100) and after the change. */
export interface ChartedChange {
  label: string;
  changePercent: number;
}

export interface CaseStudy {
  id: CaseId;
  /** The case page's own title and description, for search results and link previews. */
  seo: { title: string; description: string };
  title: string;
  client: string;
  description: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  type: 'Case Study';
  link: `/case/${CaseId}`;
  image: { src: string; width: number; height: number; alt: string };
  quote: { text: string; author: string };
  challenge: readonly string[];
  goals: readonly string[];
  resultsIntro: string;
  metrics: readonly CaseMetric[];
  chart: readonly ChartedChange[];
}

const coverSize = { width: 1200, height: 675 } as const;

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'handcraft-blends',
    seo: {
      title: `Handcraft Blends Case Study: 17% Lower ACoS, 82% More Sales | ${site.brandName}`,
      description:
        'Handcraft Blends cut ACoS by 17%, grew sales by 82% and clicks by 125%, and more than doubled net profit with automated Amazon PPC.',
    },
    title: 'Handcraft Blends: 82% More Sales at a 17% Lower ACoS',
    client: 'Handcraft Blends',
    description:
      'How a small brand of handcrafted blends cut ACoS by 17%, grew sales by 82% and more than doubled net profit once bidding ran on autopilot it could audit.',
    date: '2025-03-15',
    type: 'Case Study',
    link: '/case/handcraft-blends',
    image: {
      src: '/images/cases/handcraft-blends.svg',
      ...coverSize,
      alt: 'Handcraft Blends cover: the initials HB above a rising line',
    },
    quote: {
      text: `Before ${site.brandName} I adjusted bids by hand every evening and still overpaid for clicks. Now the bids hold our cost-per-click target, the changelog shows me every change, and I spend my evenings on the product instead of the spreadsheet.`,
      author: 'Founder, Handcraft Blends',
    },
    challenge: [
      'Handcraft Blends sells a small range of handcrafted products in a crowded category where larger brands outbid everyone for the top of the search results.',
      'The founder managed every bid by hand. Clicks were expensive, good search terms stayed buried in broad match, and wasted spend on irrelevant searches ate into the margin the ads were supposed to create.',
    ],
    goals: [
      'Bring ACoS down without giving up sales.',
      'Hold the target cost per click below $1.50.',
      'Win more top-of-search placements for the keywords that convert.',
      'Turn advertising into net profit, not just revenue.',
    ],
    resultsIntro:
      'Keyword harvesting promoted the strongest search terms to exact match, negative keywords cut the wasted spend, and bids were held under the cost-per-click target around the clock.',
    metrics: [
      { value: '17%', label: 'lower ACoS', trend: 'down' },
      { value: '82%', label: 'more sales', trend: 'up' },
      { value: '125%', label: 'more clicks', trend: 'up' },
      { value: 'Below $1.50', label: 'target cost per click', trend: 'level' },
      { value: 'Over 50%', label: 'growth in top-of-search', trend: 'up' },
      { value: 'Over 100%', label: 'growth in net profit', trend: 'up' },
    ],
    chart: [
      { label: 'ACoS', changePercent: -17 },
      { label: 'Sales', changePercent: 82 },
      { label: 'Clicks', changePercent: 125 },
    ],
  },
  {
    id: 'new-york-biology',
    seo: {
      title: `New York Biology Case Study: Sales Up 206% | ${site.brandName}`,
      description:
        'New York Biology grew sales by 206% and clicks by 361%, cut ACoS by 23% and went from 3 to over 15 campaigns for 7 products with automated PPC.',
    },
    title: 'New York Biology: Sales Up 206% With 23% Lower ACoS',
    client: 'New York Biology',
    description:
      'How New York Biology grew from 3 to over 15 campaigns for its 7 products, lifted sales by 206% and clicks by 361%, and brought ACoS down by 23%.',
    date: '2024-08-20',
    type: 'Case Study',
    link: '/case/new-york-biology',
    image: {
      src: '/images/cases/new-york-biology.svg',
      ...coverSize,
      alt: 'New York Biology cover: the initials NYB above a rising line',
    },
    quote: {
      text: `We knew our products deserved more visibility, but three campaigns were all we could manage by hand. With ${site.brandName} running the bids and keywords, we cover the whole catalogue and sponsored products now carry a real share of our sales.`,
      author: 'E-commerce Manager, New York Biology',
    },
    challenge: [
      'New York Biology had 7 products on the marketplace but only 3 advertising campaigns, because each one took hours a week to manage by hand.',
      'Most products had no campaign of their own, so sponsored products contributed little to monthly sales, and the ACoS of the campaigns that did run was too high to justify scaling them.',
    ],
    goals: [
      'Give every one of the 7 products campaigns of its own.',
      'Lower ACoS while spending more on the keywords that convert.',
      'Raise the click-through rate with better-matched keywords.',
      'Make sponsored products a steady share of monthly sales.',
    ],
    resultsIntro:
      'The semantic core wizard built a keyword core for each product, the automation grew the account to over 15 campaigns, and harvesting with negative keywords kept spend on the search terms that sell.',
    metrics: [
      { value: '23%', label: 'lower ACoS', trend: 'down' },
      { value: '206%', label: 'more sales', trend: 'up' },
      { value: '361%', label: 'more clicks', trend: 'up' },
      { value: '38%', label: 'ACoS by April 2023', trend: 'level' },
      { value: '1.67%', label: 'click-through rate by April 2023', trend: 'level' },
      { value: '71%', label: 'more monthly sponsored sales (peak 300%)', trend: 'up' },
      { value: 'From 3 to over 15', label: 'campaigns for 7 products', trend: 'up' },
      { value: '22%', label: 'of monthly sales from sponsored products', trend: 'level' },
    ],
    chart: [
      { label: 'ACoS', changePercent: -23 },
      { label: 'Sales', changePercent: 206 },
      { label: 'Clicks', changePercent: 361 },
    ],
  },
];

/** The list shows the newest case first. */
export function newestFirst<T extends Pick<CaseStudy, 'date'>>(cases: readonly T[]): T[] {
  return [...cases].sort((a, b) => b.date.localeCompare(a.date));
}

export const casesNewestFirst: readonly CaseStudy[] = newestFirst(caseStudies);

export function findCaseStudy(id: CaseId): CaseStudy {
  const found = caseStudies.find((caseStudy) => caseStudy.id === id);
  if (!found) throw new Error(`No case study with id ${id}.`);
  return found;
}

export const casesPage = {
  eyebrow: 'Customer results',
  heading: 'Case Studies',
  intro: `Real sellers, real numbers: what happened when ${site.brandName} took over their bidding and keywords.`,
  readMore: 'Read the case study',
} as const;

export const caseStudyText = {
  backLink: { label: 'Back to all cases', href: '/cases' },
  challengeHeading: 'The challenge',
  goalsHeading: 'The goals',
  resultsHeading: 'The results',
  chart: {
    title: 'Before and after',
    caption:
      'Each metric before the automation is set to 100; the second bar shows where it stood after.',
    beforeLabel: 'Before',
    afterLabel: 'After',
    tableMetric: 'Metric',
    tableBefore: 'Before (index)',
    tableAfter: 'After (index)',
    tableChange: 'Change',
  },
  otherCasesHeading: 'Other Cases',
} as const;

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * "2025-03-15" -> "15 Mar 2025". Fixed month names rather than Intl, so the prerendered text
 * and the browser's text are always identical.
 */
export function formatCaseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = month ? monthNames[month - 1] : undefined;
  if (!year || !monthName || !day) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${day} ${monthName} ${year}`;
}

/** "-17" -> "−17%", "82" -> "+82%": the change as the chart and its table print it. */
export function formatChange(changePercent: number): string {
  return `${changePercent < 0 ? '−' : '+'}${Math.abs(changePercent)}%`;
}
