/**
 * Every copy collection's schema, one per folder of src/content/: the site's build (Astro's
 * content layer, src/content.config.ts), the server and the scripts (./readCopy.ts) check the
 * same files against these, and every type of copy is inferred from them (./collections.ts).
 * Copy names the facts it mentions as `{name}` placeholders (../language/fillTemplate.ts).
 */
import { z } from 'zod';
import { billingPeriods, levelFacts } from '../facts/pricing';
import { deliveryKinds, deliveryStates, signupStates } from '../contracts/teamConsole';
import { periodProblems } from '../contracts/reportPeriod';
import { deviceClasses, funnelSteps } from '../contracts/visitCounting';

/** A sentence: never empty, never padded. */
const text = z.string().trim().min(1);
/** A message whose spaces are kept as written. */
const message = z.string().min(1);
const heading = z.object({ eyebrow: text, heading: text });
const perPeriod = z.object({ monthly: z.string().min(1), annual: z.string().min(1) });
/** One text for every key of a list of facts, and no other. */
const texts = <Key extends string>(...keys: readonly Key[]) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, message])) as Record<Key, typeof message>,
  );
/** Search results show about this much of a title and a description. */
const seo = (descriptionMax: number) =>
  z.object({
    title: z.string().min(5).max(120),
    description: z.string().min(15).max(descriptionMax),
  });

export const iconNames = [
  'explosion',
  'blackBox',
  'autopilot',
  'bidding',
  'harvest',
  'shield',
  'tracker',
  'clock',
  'history',
] as const;

const card = z.object({ title: text, icon: z.enum(iconNames), body: text });

/**
 * The home page (home/<language>.json). The hero picture's alternative text is written from the
 * picture's own numbers (`{firstAcos}`, `{promoted}`…, filled by the hero section).
 */
export const homeSchema = z.object({
  hero: z.object({
    headlineLead: text,
    typingPhrases: z.array(text).min(1),
    typing: z.object({
      msPerCharacter: z.number().int().positive(),
      pauseBetweenPhrasesMs: z.number().int().positive(),
    }),
    pauseTyping: text,
    resumeTyping: text,
    promise: text,
    ratingLabel: text,
    ratingAccessible: text,
    sellersLabel: text,
    secondaryCta: z.object({ label: text, targetId: text }),
    pictureAlt: text,
    countWords: z.array(text).min(2),
    picture: z.object({
      chartTitle: text,
      acosLabel: text,
      goalLabel: text,
      tableTitle: text,
      rows: z
        .array(z.object({ keyword: text, action: text, kind: z.enum(['promoted', 'negative']) }))
        .min(1),
    }),
  }),
  partners: z.object({
    heading: text,
    pause: text,
    play: text,
    /** Each partner: its name, as text beside its mark (public/images/partners/<id>.svg, no words). */
    logos: z.array(z.object({ id: text, name: text })).min(1),
  }),
  claimsBand: z.object({
    heading: text,
    items: z.array(z.object({ value: text, label: text })).min(1),
  }),
  problems: heading.extend({ items: z.array(card).min(1) }),
  features: heading.extend({ intro: text, items: z.array(card).min(1) }),
  howItWorks: heading.extend({ steps: z.array(z.object({ title: text, body: text })).min(1) }),
  testimonials: heading.extend({
    items: z.array(z.object({ name: text, role: text, content: text })).min(1),
  }),
  adTypes: heading.extend({
    supportedLabel: text,
    comingSoonLabel: text,
    items: z.array(z.object({ name: text, supported: z.boolean() })).min(1),
  }),
  marketplaces: heading.extend({
    regions: z
      .array(
        z.object({
          name: text,
          countries: z
            .array(z.object({ name: text, flag: z.string().startsWith('/images/flags/') }))
            .min(1),
        }),
      )
      .min(1),
  }),
});

/** The affiliate page (affiliate/<language>.json); `{commissionRate}` is the offer's rate. */
export const affiliateSchema = z.object({
  /** Said after the rate: "30% lifetime recurring commission". */
  commissionKind: text,
  payout: text,
  hero: heading.extend({
    body: text,
    applyLabel: text,
    highlight: z.object({ value: text, label: text, points: z.array(text).min(1) }),
  }),
  benefits: heading.extend({
    items: z
      .array(
        z.object({
          icon: z.enum(['unlimited', 'recurring', 'deals', 'payout']),
          title: text,
          body: text,
        }),
      )
      .min(1),
  }),
  steps: heading.extend({ items: z.array(z.object({ title: text, body: text })).min(1) }),
  closing: z.object({ heading: text, body: text, applyLabel: text, note: text }),
});

/**
 * The frontmatter of a case study (cases/<language>/<id>.md; the file name is its address,
 * /case/<id>). Its body is the challenge: plain paragraphs, a blank line between them.
 */
export const casesSchema = z.object({
  seo: seo(160),
  title: text,
  client: text,
  description: z.string().min(60).max(160),
  /** ISO date of publication, quoted so that YAML keeps it text. */
  date: z.iso.date(),
  image: z.object({
    src: z.string().startsWith('/images/cases/'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: text,
  }),
  quote: z.object({ text, author: text }),
  goals: z.array(text).min(1),
  resultsIntro: text,
  metrics: z
    .array(
      z.object({
        /** The large numeral, e.g. "82%", read right before its label: "more sales". */
        value: text,
        label: text,
        /** ACoS going down is an improvement too, so every arrow is shown in growth green. */
        trend: z.enum(['up', 'down', 'level']),
      }),
    )
    .min(1),
  /** One bar pair of the results chart each: the level before (indexed to 100) and after. */
  chart: z.array(z.object({ label: text, changePercent: z.number() })).min(1),
});

/** The words around the case studies: the /cases list and each case's page (case-pages/<language>.json). */
export const casePagesSchema = z.object({
  list: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    readMore: text,
    typeLabel: text,
  }),
  page: z.object({
    backLink: text,
    challengeHeading: text,
    goalsHeading: text,
    resultsHeading: text,
    chart: z.object({
      title: text,
      caption: text,
      beforeLabel: text,
      afterLabel: text,
      tableMetric: text,
      tableBefore: text,
      tableAfter: text,
      tableChange: text,
    }),
    otherCasesHeading: text,
  }),
});

/**
 * One FAQ entry (faq/<language>/<nn>-<topic>.yaml; the number keeps the order). An answer is a
 * list of paragraphs; `**text**` marks bold words. The page and its FAQPage JSON-LD both read it.
 */
export const faqSchema = z.object({
  question: text.endsWith('?'),
  answer: z
    .array(text.refine((paragraph) => paragraph.split('**').length % 2 === 1, 'unbalanced **'))
    .min(1),
});

/**
 * The frontmatter of a legal document (legal/<language>/<id>.md); its body is Markdown with one
 * `## n. Heading` per numbered section. A document that shows a different paragraph with and
 * without third-party vendors writes `{thirdPartyServices}` where it goes.
 */
export const legalSchema = z.object({
  title: text,
  /** The ISO day of the last change, quoted so YAML keeps it text; each page writes it its way. */
  lastModified: z.iso.date(),
  thirdPartyServices: z
    .object({ withVendors: z.array(text).min(1), withoutVendors: z.array(text).min(1) })
    .optional(),
});

/**
 * The labels around every legal document (legal-labels/<language>.json), and the note a page in
 * another language shows above the English text, which governs.
 */
export const legalLabelsSchema = z.object({
  lastModifiedLabel: text,
  tocHeading: text,
  backToTop: text,
  englishGoverns: text,
});

/**
 * What the signup API answers when a call fails, in one language (api-messages/<language>.json);
 * tooManyRequests takes {wait}.
 */
export const apiMessagesSchema = texts(
  'customerIdMissing',
  'customerUnknown',
  'billingUnknown',
  'levelUnknown',
  'attributionInvalid',
  'bodyNotJson',
  'bodyMalformed',
  'bodyTooLarge',
  'badRequest',
  'requestTimeout',
  'headersTooLarge',
  'restarting',
  'apiNotFound',
  'preflightInvalid',
  'databaseDown',
  'paymentsDown',
  'webhookSignature',
  'webhookMalformed',
  'webhookNotConfigured',
  'tooManyRequests',
  'headNotAllowed',
);

/**
 * The label of every button and link that starts the trial (one wording per language: the header,
 * the sections and the floating link say the same), and the trial's claim
 * (calls-to-action/<language>.json).
 */
export const callsToActionSchema = z.object({
  trial: text.includes('{trialDays}'),
  /** The trial's promise about payment when the checkout takes a card, and when it does not. */
  trialClaimWithCard: text.includes('{trialDays}'),
  trialClaimWithoutCard: text,
});

/** The closing call to action of Home, Pricing and the case pages (closing-cta/<language>.json). */
export const closingCtaSchema = z.object({ heading: text, body: text });

/** The page the hosted checkout returns to (confirmation/<language>.yaml). */
export const confirmationSchema = z.object({
  heading: text,
  lead: text,
  billing: text,
  credentials: text,
  helpHeading: text,
  supportEmailIntro: text,
  chatHelp: text,
  emailOnlyHelp: text,
  links: z.array(z.object({ label: text, href: text, external: z.boolean().optional() })).min(1),
});

/** The consent banner and the chat launcher (consent/<language>.json). */
export const consentSchema = z.object({
  banner: z.object({
    heading: text,
    chatPurpose: text.includes('{vendor}'),
    referralPurpose: text.includes('{vendor}'),
    intro: text.includes('{purposes}'),
    detail: text,
    settingsHint: text,
    chatNeedsConsent: text.includes('{vendor}'),
    privacyLink: z.object({ label: text, href: z.string().startsWith('/') }),
    accept: text,
    reject: text,
  }),
  chatLauncher: z.object({ open: text, opening: text, unavailable: text }),
});

const navLink = z.object({
  label: text,
  href: z.string().regex(/^(\/|\{\w+\}$)/, 'a site path or a {setting} placeholder'),
  external: z.boolean().optional(),
});

/** The header, footer and layout words every page shows (navigation/<language>.json). */
export const navigationSchema = z.object({
  primaryNav: z.array(navLink).min(1),
  footerNav: z.array(navLink).min(1),
  skipLink: text,
  homeLinkLabel: text,
  menuOpen: text,
  menuClose: text,
  primaryNavLabel: text,
  footerNavLabel: text,
  /** The brand's tagline in this language (VITE_BRAND_TAGLINE may replace the English one). */
  tagline: text,
  footerBlurb: text,
  copyright: text,
  newTabHint: text,
  cookieSettings: text,
  /** The language switcher's accessible name. */
  languageLabel: text,
  /**
   * Shown on a page in another language to a visitor whose browser asks for this one: "This page
   * is also available in English." with a link to it.
   */
  languageSuggestion: z.object({ text, link: text, dismiss: text }),
});

/** The 404 page (not-found/<language>.json): what happened and where to go, in words. */
export const notFoundSchema = z.object({
  heading: text,
  /** What happened, naming the address the visitor asked for (`{path}`, filled by the page). */
  whatHappenedAt: text.includes('{path}'),
  /** The same without the address, until the page's script has named it. */
  whatHappened: text,
  body: text,
  links: z.array(z.object({ label: text, href: z.string().startsWith('/') })).min(1),
});

/** Every page's title and description but the case studies' (page-titles/<language>.json). */
export const pageTitlesSchema = z.object({
  home: seo(200),
  pricing: seo(200),
  affiliate: seo(200),
  cases: seo(200),
  privacyPolicy: seo(200),
  termsOfService: seo(200),
  confirmation: seo(200),
  notFound: seo(200),
  /** The line under the home page's title on the site-wide social card. */
  siteCardSubtitle: text,
});

const levelWords = z.object({ name: z.string().min(1), segment: z.string().min(1) });

/**
 * The calculator island's copy in one language (pricing-calculator/<language>.json): what it
 * shows as the visitor chooses, and the words of every level.
 */
export const pricingCalculatorSchema = z.strictObject({
  calculator: z.strictObject({
    heading: z.string(),
    intro: z.string(),
    billingLegend: z.string(),
    periods: perPeriod,
    annualBadge: z.string(),
    sliderLabel: z.string(),
    stepsLabel: z.string(),
    stepName: z.string(),
    sliderValueText: z.string(),
  }),
  card: z.strictObject({
    maxAdSpendLabel: z.string(),
    earlyBirdBadge: z.string(),
    popularBadge: z.string(),
    regularPriceLabel: z.string(),
    offerPriceLabel: z.string(),
    periodSpoken: perPeriod,
    trialNote: z.string(),
    footnoteMarker: z.string(),
    footnote: z.string(),
  }),
  prices: z.strictObject({
    per: perPeriod,
    monthlyEquivalent: z.string(),
    savings: z.string(),
    adSpendUpTo: z.string(),
    adSpendFrom: z.string(),
  }),
  /** Every level of ../facts/pricing.ts, by id, and no other. */
  levels: z.strictObject(
    Object.fromEntries(levelFacts.map((level) => [level.id, levelWords])) as Record<
      string,
      typeof levelWords
    >,
  ),
});

/** The copy of /pricing around the calculator (pricing-page/<language>.json). */
export const pricingPageSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: z.string(), heading: z.string(), intro: z.string() }),
  planIncludes: z.strictObject({ heading: z.string(), items: z.array(z.string()).min(1) }),
  premiumManagement: z.strictObject({
    heading: z.string(),
    body: z.string(),
    linkLabel: z.string(),
  }),
  faqSection: z.strictObject({ eyebrow: z.string(), heading: z.string() }),
});

/** Every message the trial signup can show, in one language (signup-messages/<language>.json). */
export const signupMessagesSchema = texts(
  'emptyEmail',
  'invalidEmail',
  'emailExists',
  /** With {status}, the answer's HTTP code; never the server's own (English) status text. */
  'httpError',
  'networkFailure',
  'emailCheckFailed',
  'customerFailed',
  'checkoutFailed',
  'unexpectedFailure',
  'emptyResult',
);

/** The trial dialog's copy in one language (trial-dialog/<language>.json). */
export const trialDialogSchema = z.strictObject({
  title: message,
  description: message,
  emailLabel: message,
  emailPlaceholder: message,
  planLabel: message,
  planSummary: message,
  submit: message,
  busy: message,
  close: message,
  /** After "Email already exists!": the way forward for someone who already has an account. */
  existingAccount: texts('signInLabel', 'supportIntro'),
  notifications: texts('regionLabel', 'dismiss', 'networkTitle', 'networkBody'),
});

/** The local test checkout page's copy in one language (test-checkout/<language>.json). */
export const testCheckoutSchema = z.strictObject({
  ...texts(
    'title',
    'logoAlt',
    'badge',
    'heading',
    'notice',
    'planLabel',
    'trialName',
    'adSpendLabel',
    'billingLabel',
  ).shape,
  billing: texts('monthly', 'annual'),
  ...texts(
    'emailLabel',
    'dueLabel',
    'afterTrial',
    'cancelAnytime',
    'complete',
    'cancel',
    'completedHeading',
    'completedNotice',
    'continue',
    'notFoundHeading',
    'notFoundNotice',
    'unavailableHeading',
    'unavailableNotice',
    'backToPricing',
  ).shape,
});

const emailLine = z.union([text, z.object({ text, href: text })]);

/**
 * The welcome e-mail after a completed checkout (welcome-email/<language>.json); the names in
 * braces are the signup's facts and the offer's.
 */
export const welcomeEmailSchema = z.object({
  subject: text,
  greeting: text,
  billing: z.object({ monthly: text, annual: text }),
  sections: z.array(z.object({ heading: text, lines: z.array(emailLine).min(1) })).min(1),
  signature: text,
});

/** The team console's copy (team-console/en.json): the team's own tool, English only. */
/** A count's words in English's plural forms (Intl.PluralRules): `{count}` is the number. */
const pluralForms = z.strictObject({ one: message, other: message });
/** A top list of the console: its heading, what it counts, and its first column's name. */
const rankedList = texts('heading', 'meaning', 'nameColumn');

export const teamConsoleSchema = z.strictObject({
  pages: texts('consoleTitle', 'signInTitle', 'loading'),
  requestLink: z.strictObject({
    heading: message,
    intro: message,
    emailLabel: message,
    submit: message,
    sending: message,
    /** The same line for any address; `{minutes}` is the link's lifetime. */
    sent: message,
  }),
  signIn: texts('heading', 'intro', 'button', 'signingIn', 'noToken', 'spent', 'askAgain'),
  console: texts('heading', 'signedInAs', 'signOut', 'sessionEnded', 'failed', 'loadingReport'),
  period: z.strictObject({
    heading: message,
    presetsLabel: message,
    /** The console's preset periods (src/team/consolePeriod.ts). */
    presets: texts('today', '7d', '30d', 'month'),
    /** `{period}` and `{previous}`: the two ranges of days, written by Intl. */
    statement: message,
    utcDays: message,
    from: message,
    to: message,
    /**
     * Why a range cannot be answered (shared/contracts/reportPeriod.ts): `{first}` and `{last}`
     * the days the console answers for, `{days}` its longest period.
     */
    problems: texts(...periodProblems),
  }),
  filters: texts('source', 'campaign', 'locale', 'path', 'plan', 'state', 'any', 'apply', 'clear'),
  totals: z.strictObject({
    heading: message,
    figures: texts('visitors', 'trialsStarted', 'trialsCompleted'),
    /** `{change}` as a percentage, `{previous}` the previous period's figure. */
    up: message,
    down: message,
    same: message,
    fromNone: message,
    /** What a visitor is, in one sentence beside the figure. */
    visitorsMeaning: message,
    trialsMeaning: message,
  }),
  daily: z.strictObject({
    heading: message,
    visitorsChart: message,
    trialsChart: message,
    dayAxis: message,
    visitorsAxis: message,
    trialsAxis: message,
    /** A chart's text alternative: `{chart}`, `{period}`, and `{figures}`, its series' summaries. */
    chartSummary: message,
    /** One series: `{name}`, `{total}` and `{most}`, its busiest day's figure. */
    seriesSummary: message,
    showTable: message,
    tableLabel: message,
    dayColumn: message,
  }),
  funnel: z.strictObject({
    heading: message,
    intro: message,
    chartLabel: message,
    steps: texts(...funnelSteps),
    /** Between two steps: `{share}` of the step before that reached this one. */
    wentOn: message,
    /** Beside a bar: the `{share}` of the first step's visitors. */
    ofVisitors: message,
    bySourceHeading: message,
    bySourceIntro: message,
    sourceColumns: texts('source', 'campaign', 'conversion'),
    noSources: message,
    /** How the console writes the report's "(none)" and "(other)". */
    untagged: message,
    other: message,
  }),
  audience: z.strictObject({
    heading: message,
    visitorsColumn: message,
    landingPages: rankedList,
    pages: rankedList,
    referrers: rankedList,
    devices: rankedList,
    languages: rankedList,
    deviceNames: texts(...deviceClasses),
    other: message,
    empty: message,
  }),
  vitals: z.strictObject({
    heading: message,
    intro: message,
    columns: texts('path', 'samples', 'lcp', 'inp', 'cls'),
    ratings: texts('good', 'needsImprovement', 'poor'),
    noData: message,
    empty: message,
    tableLabel: message,
  }),
  dropped: z.strictObject({ count: pluralForms, reasons: message }),
  signups: z.strictObject({
    heading: message,
    intro: message,
    downloadCsv: message,
    empty: message,
    loading: message,
    columns: texts('started', 'email', 'state', 'plan', 'locale', 'source', 'deliveries'),
    states: texts(...signupStates),
    none: message,
    /** "Business · monthly": `{level}` is the level's name in the pricing copy. */
    plan: message,
    billing: texts(...billingPeriods),
    count: pluralForms,
    /** `{total}` is `count` written out. */
    pageOf: message,
    previous: message,
    next: message,
    pagination: message,
    tableLabel: message,
  }),
  deliveries: z.strictObject({
    /** What each kind of delivery's state reads as; `{time}` of a retry, `{attempts}` made. */
    words: z.strictObject(
      Object.fromEntries(
        deliveryKinds.map((kind) => [kind, texts(...deliveryStates, 'retrying', 'retryingSoon')]),
      ) as Record<
        (typeof deliveryKinds)[number],
        ReturnType<typeof texts<(typeof deliveryStates)[number] | 'retrying' | 'retryingSoon'>>
      >,
    ),
    /** The kind in a sentence: "Retry the {kind} for {email}". */
    kinds: texts(...deliveryKinds),
    attempts: pluralForms,
    retry: message,
    retryLabel: message,
    retrying: message,
    none: message,
  }),
});

/**
 * What the team's console says: its API's error messages and the sign-in e-mail (team-messages/
 * en.json). tooManyRequests takes {wait}; originRefused {site}; the period's problems {first}, {last} and {days}; the
 * e-mail takes {link} and {minutes}.
 */
export const teamMessagesSchema = texts(
  'signInRequired',
  'originRefused',
  'linkInvalid',
  'emailInvalid',
  'tokenMissing',
  'filtersInvalid',
  'deliveryNotFailed',
  'notFound',
  'badRequest',
  'databaseDown',
  'unexpected',
  'tooManyRequests',
  ...periodProblems,
).extend({ signInEmail: texts('subject', 'greeting', 'body', 'linkText', 'ignore') });

/**
 * The team's weekly report e-mail (weekly-report/en.json), English only like the console. The
 * lines take the figures they name: `{current}` and `{previous}`, `{source}`, `{visitors}`,
 * `{trials}`, `{conversion}`, `{path}`, `{lcp}`, `{inp}`, `{samples}`; the subject and intro
 * `{from}` and `{to}`; and the slow pages' intro `{lcpGood}` and `{inpGood}`.
 */
export const weeklyReportSchema = texts(
  'subject',
  'greeting',
  'intro',
  'visitors',
  'trialsStarted',
  'trialsCompleted',
  'visitorsMeaning',
  'sourcesHeading',
  'sourceLine',
  'noSources',
  'noneSource',
  'otherSource',
  'slowHeading',
  'slowIntro',
  'slowLine',
  'notMeasured',
  'noSlowPages',
  'consoleLink',
  'signature',
  'footer',
);
