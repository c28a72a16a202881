/**
 * Every copy collection's schema, one per folder of src/content/: the site's build (Astro's
 * content layer, src/content.config.ts), the server and the scripts (./readCopy.ts) check the
 * same files against these, and every type of copy is inferred from them (./collections.ts).
 * Copy names the facts it mentions as `{name}` placeholders (../language/fillTemplate.ts).
 *
 * Every field carries what the editor at /admin calls it and the hint it shows under it, in a
 * writer's words (`named`, read by admin/editorFields.ts), and the headings and short texts the
 * most they may hold and still fit the layout on a 320 px phone (`upTo`): the editor counts as the
 * writer types and refuses more, in the same words the build uses.
 */
import { z } from 'zod';
import { levelFacts, type billingPeriods } from '../facts/pricing';
import {
  deliveryStates,
  type deliveryKinds,
  type outcomeDimensions,
  type signupStates,
  type trialOutcomes,
} from '../contracts/teamConsole';
import type { periodProblems } from '../contracts/reportPeriod';
import type { channels, deviceClasses, funnelSteps } from '../contracts/visitCounting';

/** A field's name in the editor and the hint under it. */
type Naming = readonly [title: string, description: string];

/** What the editor calls a field, and what it says under it. */
const named = <Schema extends z.ZodType>(schema: Schema, [title, description]: Naming): Schema =>
  schema.meta({ title, description });

/** A sentence: never empty, never padded. */
const text = z.string().trim().min(1);
/** A message whose spaces are kept as written. */
const message = z.string().min(1);

/** What the editor and the build say of a text past its limit. */
export const tooLong = (max: number, length: number): string =>
  `At most ${max} characters; this has ${length}. Say it shorter.`;

/** A sentence of at most `max` characters, refused beyond in the writer's words. */
const upTo = (max: number) =>
  text.max(max, {
    error: (issue) =>
      tooLong(max, typeof issue.input === 'string' ? issue.input.length : Number.NaN),
  });

/** The most each kind of short text holds on a 320 px phone. */
const LIMIT = {
  eyebrow: 32,
  heading: 90,
  title: 60,
  label: 40,
  linkLabel: 60,
  name: 32,
} as const;

const eyebrow = upTo(LIMIT.eyebrow);
const headingText = upTo(LIMIT.heading);

/** A section's eyebrow and heading. */
const heading = z.object({
  eyebrow: named(eyebrow, ['Eyebrow', 'The short line in capitals above the heading.']),
  heading: named(headingText, ['Heading', "The section's title."]),
});
const perPeriod = (what: string) =>
  z.object({
    monthly: named(z.string().min(1), ['Monthly', `${what}, for monthly billing.`]),
    annual: named(z.string().min(1), ['Annual', `${what}, for annual billing.`]),
  });

/** Messages, each named for the editor, and no other key. */
const messages = <Key extends string>(names: Record<Key, Naming>) =>
  z.strictObject(
    Object.fromEntries(
      Object.entries<Naming>(names).map(([key, naming]) => [key, named(message, naming)]),
    ) as Record<Key, typeof message>,
  );

/** Search results show about this much of a title and a description. */
const seo = (descriptionMax: number) =>
  z.object({
    title: named(z.string().min(5).max(120), [
      'Title in search results',
      'The blue line of a search result and the browser tab. 5 to 120 characters; about 60 show.',
    ]),
    description: named(z.string().min(15).max(descriptionMax), [
      'Description in search results',
      `The grey lines under the title in a search result. 15 to ${descriptionMax} characters.`,
    ]),
  });

/** A list of at least one item, named as a whole. */
const listOf = <Item extends z.ZodType>(item: Item, naming: Naming, min = 1) =>
  named(z.array(item).min(min), naming);

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

const card = z.object({
  title: named(upTo(LIMIT.title), ['Title', "The card's bold first line."]),
  icon: named(z.enum(iconNames), ['Picture', 'The small picture at the top of the card.']),
  body: named(text, ['Text', 'One or two sentences under the title.']),
});
const titleAndBody = (what: string) =>
  z.object({
    title: named(upTo(LIMIT.title), ['Title', `The ${what}'s bold first line.`]),
    body: named(text, ['Text', `What the ${what} says under its title.`]),
  });

/**
 * The home page (home/<language>.json). The hero picture's alternative text is written from the
 * picture's own numbers (`{firstAcos}`, `{promoted}`…, filled by the hero section).
 */
export const homeSchema = z.object({
  hero: named(
    z.object({
      headlineLead: named(upTo(60), [
        'Headline, first part',
        'The big heading before the typed phrases: "AI that runs your Amazon PPC for".',
      ]),
      typingPhrases: listOf(named(upTo(LIMIT.name), ['Phrase', 'Typed after the headline.']), [
        'Typed phrases',
        'Typed one after another after the headline, then erased: "Amazon sellers", "brands"…',
      ]),
      typing: named(
        z.object({
          msPerCharacter: named(z.number().int().positive(), [
            'Milliseconds per letter',
            'How fast each phrase is typed.',
          ]),
          pauseBetweenPhrasesMs: named(z.number().int().positive(), [
            'Pause between phrases (ms)',
            'How long a typed phrase stays before the next.',
          ]),
        }),
        ['Typing speed', 'Numbers, the same in every language.'],
      ),
      pauseTyping: named(upTo(LIMIT.label), [
        'Pause button',
        'Read aloud for the button that stops the typing.',
      ]),
      resumeTyping: named(upTo(LIMIT.label), [
        'Resume button',
        'Read aloud for the button that starts the typing again.',
      ]),
      promise: named(text, ['Promise', 'The sentence under the headline.']),
      ratingLabel: named(upTo(LIMIT.title), ['Rating', 'The words beside the stars.']),
      ratingAccessible: named(text, [
        'Rating, read aloud',
        'What a screen reader says for the stars.',
      ]),
      sellersLabel: named(upTo(LIMIT.title), [
        'Sellers line',
        'The words beside the customers’ faces.',
      ]),
      secondaryCta: named(
        z.object({
          label: named(upTo(LIMIT.label), ['Button text', 'The second button, beside the trial.']),
          targetId: named(text, [
            'Scrolls to',
            'The section it scrolls to; keep it as in English.',
          ]),
        }),
        ['Second button', 'The button that scrolls to how it works.'],
      ),
      pictureAlt: named(text, [
        'Picture, read aloud',
        'What a screen reader says for the product picture; the {names} are its numbers.',
      ]),
      countWords: listOf(
        named(text, ['Word', 'One word of the count.']),
        ['Count words', 'The words the picture counts with, in order.'],
        2,
      ),
      picture: named(
        z.object({
          chartTitle: named(upTo(LIMIT.title), ['Chart title', "The picture's chart heading."]),
          acosLabel: named(upTo(LIMIT.name), ['ACoS label', 'The short name of the ACoS line.']),
          goalLabel: named(upTo(LIMIT.name), ['Goal label', 'The name of the goal line.']),
          tableTitle: named(upTo(LIMIT.title), ['Table title', "The picture's table heading."]),
          rows: listOf(
            z.object({
              keyword: named(upTo(LIMIT.title), ['Keyword', 'A search word in the table.']),
              action: named(upTo(LIMIT.title), ['Action', 'What the platform did with it.']),
              kind: named(z.enum(['promoted', 'negative']), [
                'Kind',
                'Promoted (green) or made negative (red).',
              ]),
            }),
            ['Table rows', 'The keywords the picture shows, one row each.'],
          ),
        }),
        ['Product picture', 'The words inside the picture beside the headline.'],
      ),
    }),
    ['Top of the page', 'The headline, its typed phrases, the promise and the buttons.'],
  ),
  partners: named(
    z.object({
      heading: named(headingText, ['Heading', 'The line above the moving row of partners.']),
      pause: named(upTo(LIMIT.label), ['Pause button', 'Stops the moving row.']),
      play: named(upTo(LIMIT.label), ['Play button', 'Starts the moving row again.']),
      logos: listOf(
        z.object({
          id: named(text, [
            'Picture file',
            'The partner’s mark in public/images/partners/; keep it as in English.',
          ]),
          name: named(upTo(LIMIT.title), ['Name', 'The partner’s name beside its mark.']),
        }),
        ['Partners', 'Each partner: its mark and its name.'],
      ),
    }),
    ['Partners', 'The moving row of partners under the top of the page.'],
  ),
  claimsBand: named(
    z.object({
      heading: named(headingText, ['Heading', 'Read aloud for the band of figures.']),
      items: listOf(
        z.object({
          value: named(upTo(LIMIT.name), ['Figure', 'The big figure: "9".']),
          label: named(upTo(LIMIT.title), ['Label', 'What it counts: "marketplaces".']),
        }),
        ['Figures', 'Each figure of the band with its label.'],
      ),
    }),
    ['Band of figures', 'The blue band of figures.'],
  ),
  problems: named(heading.extend({ items: listOf(card, ['Cards', 'One card per problem.']) }), [
    'Problems',
    'The problems the platform solves.',
  ]),
  features: named(
    heading.extend({
      intro: named(text, ['Introduction', 'The sentence under the heading.']),
      items: listOf(card, ['Cards', 'One card per feature.']),
    }),
    ['Features', 'What the platform does.'],
  ),
  howItWorks: named(
    heading.extend({ steps: listOf(titleAndBody('step'), ['Steps', 'The steps, in order.']) }),
    ['How it works', 'The steps from signing up to results.'],
  ),
  testimonials: named(
    heading.extend({
      items: listOf(
        z.object({
          name: named(upTo(LIMIT.name), ['Name', 'Who says it.']),
          role: named(upTo(LIMIT.title), ['Role', 'Their role and company.']),
          content: named(text, ['Quote', 'What they say, without quotation marks.']),
        }),
        ['Quotes', 'One per customer.'],
      ),
    }),
    ['Testimonials', 'What customers say.'],
  ),
  adTypes: named(
    heading.extend({
      supportedLabel: named(upTo(LIMIT.name), ['Supported', 'The badge of a supported ad type.']),
      comingSoonLabel: named(upTo(LIMIT.name), ['Coming soon', 'The badge of one still to come.']),
      items: listOf(
        z.object({
          name: named(upTo(LIMIT.title), ['Name', 'The ad type’s name.']),
          supported: named(z.boolean(), ['Supported', 'Ticked: supported now; else coming soon.']),
        }),
        ['Ad types', 'Each ad type and whether it is supported.'],
      ),
    }),
    ['Ad types', 'The Amazon ad types the platform runs.'],
  ),
  marketplaces: named(
    heading.extend({
      regions: listOf(
        z.object({
          name: named(upTo(LIMIT.name), ['Region', 'The region’s name.']),
          countries: listOf(
            z.object({
              name: named(upTo(LIMIT.name), ['Country', 'The marketplace’s country.']),
              flag: named(z.string().startsWith('/images/flags/'), [
                'Flag file',
                'The flag in public/images/flags/; keep it as in English.',
              ]),
            }),
            ['Marketplaces', 'The region’s marketplaces.'],
          ),
        }),
        ['Regions', 'The regions and their marketplaces.'],
      ),
    }),
    ['Marketplaces', 'Where the platform runs.'],
  ),
});

/** The affiliate page (affiliate/<language>.json); `{commissionRate}` is the offer's rate. */
export const affiliateSchema = z.object({
  commissionKind: named(text, [
    'Kind of commission',
    'Said after the rate: "30% lifetime recurring commission".',
  ]),
  payout: named(text, ['Payout', 'When and how partners are paid.']),
  hero: named(
    heading.extend({
      body: named(text, ['Text', 'The sentences under the heading.']),
      applyLabel: named(upTo(LIMIT.label), ['Apply button', 'The button to the application.']),
      highlight: named(
        z.object({
          value: named(upTo(LIMIT.name), ['Figure', 'The big figure: "{commissionRate}".']),
          label: named(upTo(LIMIT.title), ['Label', 'What the figure is.']),
          points: listOf(named(text, ['Point', 'One line of the box.']), [
            'Points',
            'The lines under the figure.',
          ]),
        }),
        ['Highlighted box', 'The box beside the heading.'],
      ),
    }),
    ['Top of the page', 'The heading, its text, the button and the box.'],
  ),
  benefits: named(
    heading.extend({
      items: listOf(
        z.object({
          icon: named(z.enum(['unlimited', 'recurring', 'deals', 'payout']), [
            'Picture',
            'The small picture at the top of the card.',
          ]),
          ...titleAndBody('benefit').shape,
        }),
        ['Benefits', 'One card per benefit.'],
      ),
    }),
    ['Benefits', 'Why to become a partner.'],
  ),
  steps: named(
    heading.extend({ items: listOf(titleAndBody('step'), ['Steps', 'The steps, in order.']) }),
    ['Steps', 'How to become a partner.'],
  ),
  closing: named(
    z.object({
      heading: named(headingText, ['Heading', 'The last section’s title.']),
      body: named(text, ['Text', 'The sentence under it.']),
      applyLabel: named(upTo(LIMIT.label), ['Apply button', 'The button to the application.']),
      note: named(text, ['Note', 'The small line under the button.']),
    }),
    ['Closing', 'The last section, with the application button.'],
  ),
});

/**
 * The frontmatter of a case study (cases/<language>/<id>.md; the file name is its address,
 * /case/<id>). Its body is the challenge: plain paragraphs, a blank line between them.
 */
export const casesSchema = z.object({
  seo: named(seo(160), ['Search results', 'How the case shows in a search result.']),
  title: named(upTo(LIMIT.heading), ['Title', 'The case page’s heading.']),
  client: named(upTo(LIMIT.title), ['Client', 'The customer’s name.']),
  description: named(z.string().min(60).max(160), [
    'Summary',
    'The lines on the case’s card in the list of cases. 60 to 160 characters.',
  ]),
  date: named(z.iso.date(), ['Published', 'The day it was published; the same in every language.']),
  image: named(
    z.object({
      src: named(z.string().startsWith('/images/cases/'), [
        'Picture file',
        'The picture in public/images/cases/; keep it as in English.',
      ]),
      width: named(z.number().int().positive(), ['Width', 'The picture’s width in pixels.']),
      height: named(z.number().int().positive(), ['Height', 'The picture’s height in pixels.']),
      alt: named(text, ['Picture, read aloud', 'What a screen reader says for the picture.']),
    }),
    ['Picture', 'The picture at the top of the case.'],
  ),
  quote: named(
    z.object({
      text: named(text, ['Quote', 'What the customer says, without quotation marks.']),
      author: named(upTo(LIMIT.title), ['Author', 'Who says it.']),
    }),
    ['Quote', 'The customer’s words.'],
  ),
  goals: listOf(named(text, ['Goal', 'One goal, a sentence.']), [
    'Goals',
    'What the customer set out to do.',
  ]),
  resultsIntro: named(text, ['Results, introduction', 'The sentence above the figures.']),
  metrics: listOf(
    z.object({
      value: named(upTo(LIMIT.name), [
        'Figure',
        'The large figure, e.g. "82%", read before its label.',
      ]),
      label: named(upTo(80), ['Label', 'What the figure is: "more sales".']),
      trend: named(z.enum(['up', 'down', 'level']), [
        'Arrow',
        'Up, down or level; every arrow is green, since ACoS going down is good too.',
      ]),
    }),
    ['Figures', 'The results, one figure each.'],
  ),
  chart: listOf(
    z.object({
      label: named(upTo(LIMIT.name), ['Label', 'The name under the pair of bars.']),
      changePercent: named(z.number(), [
        'Change in %',
        'How much the figure changed; before is 100.',
      ]),
    }),
    ['Chart bars', 'One pair of bars each: before (100) and after.'],
  ),
});

/** The words around the case studies: the /cases list and each case's page (case-pages/<language>.json). */
export const casePagesSchema = z.object({
  list: named(
    z.object({
      eyebrow: named(eyebrow, ['Eyebrow', 'The short line in capitals above the heading.']),
      heading: named(headingText, ['Heading', 'The list’s title.']),
      intro: named(text, ['Introduction', 'The sentence under the heading.']),
      readMore: named(upTo(LIMIT.label), ['Read more', 'The link on each case’s card.']),
      typeLabel: named(upTo(LIMIT.name), ['Type', 'The word before the case’s kind.']),
    }),
    ['List of cases', 'The page at /cases.'],
  ),
  page: named(
    z.object({
      backLink: named(upTo(LIMIT.label), ['Back link', 'Back to the list of cases.']),
      challengeHeading: named(upTo(LIMIT.title), ['Challenge heading', 'Above the challenge.']),
      goalsHeading: named(upTo(LIMIT.title), ['Goals heading', 'Above the goals.']),
      resultsHeading: named(upTo(LIMIT.title), ['Results heading', 'Above the figures.']),
      chart: named(
        z.object({
          title: named(upTo(LIMIT.title), ['Title', 'Above the chart.']),
          caption: named(text, ['Caption', 'Under the chart: how to read it.']),
          beforeLabel: named(upTo(LIMIT.name), ['Before', 'The name of the first bar.']),
          afterLabel: named(upTo(LIMIT.name), ['After', 'The name of the second bar.']),
          tableMetric: named(upTo(LIMIT.name), ['Table: figure', 'The first column’s name.']),
          tableBefore: named(upTo(LIMIT.name), ['Table: before', 'The second column’s name.']),
          tableAfter: named(upTo(LIMIT.name), ['Table: after', 'The third column’s name.']),
          tableChange: named(upTo(LIMIT.name), ['Table: change', 'The last column’s name.']),
        }),
        ['Chart', 'The words around each case’s chart and its table.'],
      ),
      otherCasesHeading: named(upTo(LIMIT.title), [
        'Other cases heading',
        'Above the other cases.',
      ]),
    }),
    ['Case page', 'The words around every case.'],
  ),
});

/**
 * One FAQ entry (faq/<language>/<nn>-<topic>.yaml; the number keeps the order). An answer is a
 * list of paragraphs; `**text**` marks bold words. The page and its FAQPage JSON-LD both read it.
 */
export const faqSchema = z.object({
  question: named(upTo(120).endsWith('?'), ['Question', 'Ends with a question mark.']),
  answer: listOf(
    named(
      text.refine(
        (paragraph) => paragraph.split('**').length % 2 === 1,
        'A bold part is opened with ** and not closed: put ** after it too.',
      ),
      ['Paragraph', 'Words between ** and ** show in bold.'],
    ),
    ['Answer paragraphs', 'The answer, in one paragraph or more.'],
  ),
});

/**
 * The frontmatter of a legal document (legal/<language>/<id>.md); its body is Markdown with one
 * `## n. Heading` per numbered section. A document that shows a different paragraph with and
 * without third-party vendors writes `{thirdPartyServices}` where it goes.
 */
export const legalSchema = z.object({
  title: named(upTo(LIMIT.title), ['Title', 'The document’s heading.']),
  lastModified: named(z.iso.date(), [
    'Last changed',
    'The day of the last change; each language writes it its own way.',
  ]),
  thirdPartyServices: named(
    z
      .object({
        withVendors: listOf(named(text, ['Paragraph', 'One paragraph.']), [
          'Paragraphs with chat or referral',
          'Shown where {thirdPartyServices} stands when the site runs a chat or a referral tracker.',
        ]),
        withoutVendors: listOf(named(text, ['Paragraph', 'One paragraph.']), [
          'Paragraphs without them',
          'Shown there when it runs neither.',
        ]),
      })
      .optional(),
    ['Third-party services', 'Only for a document that writes {thirdPartyServices}.'],
  ),
});

/**
 * The labels around every legal document (legal-labels/<language>.json), and the note a page in
 * another language shows above the English text, which governs.
 */
export const legalLabelsSchema = z.object({
  lastModifiedLabel: named(upTo(LIMIT.label), [
    'Last changed',
    'Before the day of the last change.',
  ]),
  tocHeading: named(upTo(LIMIT.title), ['Contents heading', 'Above the list of sections.']),
  backToTop: named(upTo(LIMIT.label), ['Back to top', 'The link at the end of each section.']),
  englishGoverns: named(text, [
    'English governs',
    'The note above a document shown in English on a page of this language.',
  ]),
});

/**
 * What the signup API answers when a call fails, in one language (api-messages/<language>.json);
 * tooManyRequests takes {wait}.
 */
export const apiMessagesSchema = messages({
  customerIdMissing: ['Signup without its customer', 'A signup arrived without its customer.'],
  customerUnknown: ['Signup not found', 'The signup’s customer is not known.'],
  billingUnknown: ['No billing chosen', 'Neither monthly nor annual billing came with it.'],
  levelUnknown: ['No level chosen', 'None of the pricing levels came with it.'],
  currencyUnknown: ['No currency chosen', 'None of the site’s currencies came with it.'],
  attributionInvalid: ['Visit details unreadable', 'The visit details could not be read.'],
  bodyNotJson: ['Request not in JSON', 'For a program that sent something else than JSON.'],
  bodyMalformed: ['Request unreadable', 'Its JSON is broken.'],
  bodyTooLarge: ['Request too large', 'It is larger than the server takes.'],
  badRequest: ['Request not understood', 'Any other unreadable request.'],
  requestTimeout: ['Request too slow', 'It took too long to arrive.'],
  headersTooLarge: ['Request headers too large', 'For a program that sent too much.'],
  restarting: ['Server restarting', 'While the server restarts.'],
  apiNotFound: ['No such address', 'An address of the API that does not exist.'],
  preflightInvalid: ['Cross-site check incomplete', 'For a program on another site.'],
  databaseDown: ['Signups unavailable', 'While the database does not answer.'],
  paymentsDown: ['Checkout unavailable', 'While the payment provider does not answer.'],
  webhookSignature: ['Webhook not signed', 'For Stripe: the signature is missing or wrong.'],
  webhookMalformed: ['Webhook incomplete', 'For Stripe: an event misses fields.'],
  webhookNotConfigured: ['Webhooks off', 'For Stripe: webhooks are not set up here.'],
  tooManyRequests: ['Too many attempts', 'Keep {wait}: the time to wait, written by the site.'],
  headNotAllowed: ['Wrong kind of request', 'For a program that asked without GET.'],
});

/**
 * The label of every button and link that starts the trial (one wording per language: the header,
 * the sections and the floating link say the same), and the trial's claim
 * (calls-to-action/<language>.json).
 */
export const callsToActionSchema = z.object({
  trial: named(upTo(LIMIT.label).includes('{trialDays}'), [
    'Trial button',
    'Every button and link that starts the trial says this; keep {trialDays}.',
  ]),
  trialClaimWithCard: named(text.includes('{trialDays}'), [
    'Trial promise (card taken)',
    'What the trial costs when the checkout takes a card: "No charge for {trialDays} days".',
  ]),
  trialClaimWithoutCard: named(text, [
    'Trial promise (no card)',
    'Used only when the checkout takes no card: "No credit card required".',
  ]),
});

/** The closing call to action of Home, Pricing and the case pages (closing-cta/<language>.json). */
export const closingCtaSchema = z.object({
  heading: named(headingText, ['Heading', 'The last section of Home, Pricing and each case.']),
  body: named(text, ['Text', 'The sentence under it, above the trial button.']),
});

/** The page the hosted checkout returns to (confirmation/<language>.yaml). */
export const confirmationSchema = z.object({
  heading: named(headingText, ['Heading', 'The page’s title: "Payment Successful!".']),
  lead: named(text, ['First line', 'Under the heading.']),
  billing: named(text, ['Billing', 'What was charged today and when the first charge comes.']),
  credentials: named(text, ['Login details', 'Where the login details arrive.']),
  helpHeading: named(upTo(LIMIT.title), ['Help heading', 'Above the ways to get help.']),
  supportEmailIntro: named(text, ['Before the address', 'Said before the support address.']),
  chatHelp: named(text, ['After it, with a chat', 'Said after it when the site runs a chat.']),
  emailOnlyHelp: named(text, ['After it, without chat', 'Said after it when it runs none.']),
  links: listOf(
    z.object({
      label: named(upTo(LIMIT.linkLabel), ['Link text', 'What the link says.']),
      href: named(text, ['Address', 'Where it goes; keep it as in English.']),
      external: named(z.boolean().optional(), ['Another site', 'Ticked: opens another site.']),
    }),
    ['Links', 'The links at the end of the page.'],
  ),
});

/** The consent banner and the chat launcher (consent/<language>.json). */
export const consentSchema = z.object({
  banner: named(
    z.object({
      heading: named(upTo(LIMIT.title), ['Heading', 'The banner’s title.']),
      chatPurpose: named(text.includes('{vendor}'), [
        'What the chat is for',
        'Keep {vendor}: the chat’s maker.',
      ]),
      referralPurpose: named(text.includes('{vendor}'), [
        'What the referral tracker is for',
        'Keep {vendor}: the tracker’s maker.',
      ]),
      intro: named(text.includes('{purposes}'), [
        'Introduction',
        'Keep {purposes}: the two lines above, joined.',
      ]),
      detail: named(text, ['Detail', 'What happens with and without consent.']),
      settingsHint: named(text, ['Where to change it', 'Where the choice can be changed later.']),
      chatNeedsConsent: named(text.includes('{vendor}'), [
        'Chat needs consent',
        'When the chat is opened before consent; keep {vendor}.',
      ]),
      privacyLink: named(
        z.object({
          label: named(upTo(LIMIT.label), ['Link text', 'The link to the privacy policy.']),
          href: named(z.string().startsWith('/'), ['Address', 'Keep it as in English.']),
        }),
        ['Privacy link', 'The link to the privacy policy.'],
      ),
      accept: named(upTo(LIMIT.label), ['Accept button', 'Gives consent.']),
      reject: named(upTo(LIMIT.label), ['Reject button', 'Refuses it, with equal weight.']),
    }),
    ['Consent banner', 'Asks before a chat or referral tracker loads.'],
  ),
  chatLauncher: named(
    z.object({
      open: named(upTo(LIMIT.label), ['Open chat', 'The chat button’s name.']),
      opening: named(upTo(LIMIT.label), ['Opening', 'While the chat loads.']),
      unavailable: named(text, ['Unavailable', 'When the chat could not load.']),
    }),
    ['Chat button', 'The round button in the corner.'],
  ),
});

const navLink = z.object({
  label: named(upTo(LIMIT.label), ['Link text', 'What the link says.']),
  href: named(z.string().regex(/^(\/|\{\w+\}$)/, 'a site path or a {setting} placeholder'), [
    'Address',
    'A page of the site (/pricing) or a {setting}; keep it as in English.',
  ]),
  external: named(z.boolean().optional(), ['Another site', 'Ticked: opens another site.']),
});

/** The header, footer and layout words every page shows (navigation/<language>.json). */
export const navigationSchema = z.object({
  primaryNav: listOf(navLink, ['Header links', 'The links at the top of every page.']),
  footerNav: listOf(navLink, ['Footer links', 'The links at the bottom of every page.']),
  skipLink: named(upTo(LIMIT.label), [
    'Skip link',
    'The first link a keyboard reaches: straight to the content.',
  ]),
  homeLinkLabel: named(upTo(LIMIT.label), ['Home link, read aloud', 'The logo’s name.']),
  menuOpen: named(upTo(LIMIT.label), ['Open menu', 'The phone menu button, closed.']),
  menuClose: named(upTo(LIMIT.label), ['Close menu', 'The same button, open.']),
  primaryNavLabel: named(upTo(LIMIT.label), ['Header links, read aloud', 'Their group’s name.']),
  footerNavLabel: named(upTo(LIMIT.label), ['Footer links, read aloud', 'Their group’s name.']),
  tagline: named(text, [
    'Tagline',
    'The brand’s line in this language (VITE_BRAND_TAGLINE may replace the English one).',
  ]),
  footerBlurb: named(text, [
    'Footer text',
    'Under the logo in the footer; {tagline} is the above.',
  ]),
  copyright: named(text, ['Copyright', 'The last line; keep {year} and {brandName}.']),
  newTabHint: named(text, ['New tab, read aloud', 'Said of a link that opens a new tab.']),
  cookieSettings: named(upTo(LIMIT.label), ['Cookie settings', 'The footer link to the banner.']),
  languageLabel: named(upTo(LIMIT.label), ['Language switcher, read aloud', 'Its name.']),
  languageSuggestion: named(
    z.object({
      text: named(text, [
        'Hint',
        'Shown in this language to a visitor whose browser asks for it: "This page is also available in English."',
      ]),
      link: named(upTo(LIMIT.label), ['Link text', 'The link to the page in this language.']),
      dismiss: named(upTo(LIMIT.label), ['Close, read aloud', 'The button that removes the hint.']),
    }),
    ['Language hint', 'The line under the header that offers a page in this language.'],
  ),
});

/** The 404 page (not-found/<language>.json): what happened and where to go, in words. */
export const notFoundSchema = z.object({
  heading: named(headingText, ['Heading', 'The page’s title: "Page Not Found".']),
  whatHappenedAt: named(text.includes('{path}'), [
    'What happened',
    'Names the address asked for: keep {path}.',
  ]),
  whatHappened: named(text, [
    'What happened, no address',
    'The same, before the address is known.',
  ]),
  body: named(text, ['Text', 'What to do next.']),
  links: listOf(
    z.object({
      label: named(upTo(LIMIT.label), ['Link text', 'What the link says.']),
      href: named(z.string().startsWith('/'), [
        'Address',
        'A page of the site; keep it as in English.',
      ]),
    }),
    ['Links', 'Where to go from here.'],
  ),
});

const pageSeo = (page: string) => named(seo(200), [page, `How ${page} shows in search results.`]);

/** Every page's title and description but the case studies' (page-titles/<language>.json). */
export const pageTitlesSchema = z.object({
  home: pageSeo('Home'),
  pricing: pageSeo('Pricing'),
  affiliate: pageSeo('Affiliate'),
  cases: pageSeo('Cases'),
  privacyPolicy: pageSeo('Privacy policy'),
  termsOfService: pageSeo('Terms of service'),
  confirmation: pageSeo('Confirmation'),
  notFound: pageSeo('Page not found'),
  siteCardSubtitle: named(text, [
    'Social card line',
    'The line under the title on the picture shown when the site is shared.',
  ]),
});

const levelWords = z.object({
  name: named(upTo(LIMIT.name), ['Name', 'The level’s name: "Starter".']),
  segment: named(upTo(80), ['For whom', 'Who the level suits, in a few words.']),
});

/**
 * The calculator island's copy in one language (pricing-calculator/<language>.json): what it
 * shows as the visitor chooses, and the words of every level.
 */
export const pricingCalculatorSchema = z.strictObject({
  calculator: named(
    z.strictObject({
      heading: named(headingText, ['Heading', 'Above the calculator.']),
      intro: named(z.string(), ['Introduction', 'The sentence under the heading.']),
      billingLegend: named(upTo(LIMIT.label), [
        'Billing, read aloud',
        'The billing choice’s name.',
      ]),
      periods: named(perPeriod('The choice'), ['Billing choices', 'The two billing buttons.']),
      annualBadge: named(upTo(LIMIT.label), [
        'Annual badge',
        'Beside the annual choice; keep {annualDiscountPercent}.',
      ]),
      currencyLegend: named(upTo(LIMIT.label), [
        'Currency choice',
        'The name of the row of currencies under the billing choice.',
      ]),
      currencyNote: named(upTo(LIMIT.title), [
        'Currency note',
        'Under the currencies: the prices are fixed in each and charged as shown.',
      ]),
      sliderLabel: named(upTo(LIMIT.label), ['Slider, read aloud', 'The ad-spend slider’s name.']),
      stepsLabel: named(upTo(LIMIT.label), ['Levels, read aloud', 'The row of level buttons.']),
      stepName: named(z.string(), ['A level, read aloud', 'Keep {name} and {maxAdSpend}.']),
      sliderValueText: named(z.string(), [
        'Slider value, read aloud',
        'Keep {name} and {maxAdSpend}.',
      ]),
    }),
    ['Calculator', 'The ad-spend slider and the billing choice.'],
  ),
  card: named(
    z.strictObject({
      maxAdSpendLabel: named(upTo(LIMIT.label), ['Ad spend label', 'Before the level’s ad spend.']),
      earlyBirdBadge: named(upTo(LIMIT.name), ['Early Bird badge', 'On the price card.']),
      popularBadge: named(upTo(LIMIT.name), ['Popular badge', 'On the most chosen level.']),
      regularPriceLabel: named(upTo(LIMIT.label), [
        'Regular price',
        'Before the crossed-out price.',
      ]),
      offerPriceLabel: named(upTo(LIMIT.label), ['Offer price', 'Before the Early Bird price.']),
      periodSpoken: named(perPeriod('Said after the price'), [
        'Period, read aloud',
        '"per month", "per year, about {monthlyPrice} a month".',
      ]),
      trialNote: named(z.string(), ['Trial note', 'Under the button; keep {trialClaim}.']),
      footnoteMarker: named(z.string(), ['Footnote mark', 'The sign after the price: "*".']),
      footnote: named(z.string(), ['Footnote', 'The note the mark points to.']),
    }),
    ['Price card', 'The card with the chosen level’s price.'],
  ),
  prices: named(
    z.strictObject({
      per: named(perPeriod('After a price'), ['Per period', '"/month", "/year".']),
      monthlyEquivalent: named(z.string(), [
        'Monthly equivalent',
        'Keep {price}: "≈ {price}/month".',
      ]),
      savings: named(z.string(), ['Savings', 'Keep {percent}.']),
      adSpendUpTo: named(z.string(), ['Up to', 'A level’s ad spend: "up to {amount}".']),
      adSpendFrom: named(z.string(), [
        'From',
        'The top level’s ad spend, as this language writes "from 100,000": "{amount}+", "ab {amount}".',
      ]),
    }),
    ['Prices', 'How prices and ad spends are written.'],
  ),
  levels: named(
    z.strictObject(
      Object.fromEntries(
        levelFacts.map((level) => [
          level.id,
          named(levelWords, [level.id.charAt(0).toUpperCase() + level.id.slice(1), 'Its words.']),
        ]),
      ) as Record<string, typeof levelWords>,
    ),
    ['Levels', 'Every level’s name and who it suits.'],
  ),
});

/** The copy of /pricing around the calculator (pricing-page/<language>.json). */
export const pricingPageSchema = z.strictObject({
  hero: named(
    z.strictObject({
      eyebrow: named(eyebrow, ['Eyebrow', 'The short line in capitals above the heading.']),
      heading: named(headingText, ['Heading', 'The page’s title.']),
      intro: named(z.string(), ['Introduction', 'The sentence under it.']),
    }),
    ['Top of the page', 'The heading and its sentence.'],
  ),
  planIncludes: named(
    z.strictObject({
      heading: named(upTo(LIMIT.title), ['Heading', 'Above the list.']),
      items: listOf(named(z.string(), ['Item', 'One thing every plan has.']), [
        'Items',
        'What every plan includes.',
      ]),
    }),
    ['Every plan includes', 'The list beside the price card.'],
  ),
  premiumManagement: named(
    z.strictObject({
      heading: named(upTo(LIMIT.title), ['Heading', 'The managed service’s title.']),
      body: named(z.string(), ['Text', 'What it is.']),
      linkLabel: named(upTo(LIMIT.linkLabel), ['Link text', 'The link to book a call.']),
    }),
    ['Managed service', 'The box about premium management.'],
  ),
  faqSection: named(
    z.strictObject({
      eyebrow: named(eyebrow, ['Eyebrow', 'The short line in capitals above the heading.']),
      heading: named(headingText, ['Heading', 'Above the questions.']),
    }),
    ['Questions', 'The heading of the FAQ (the questions are under FAQ).'],
  ),
});

/** Every message the trial signup can show, in one language (signup-messages/<language>.json). */
export const signupMessagesSchema = messages({
  emptyEmail: ['No e-mail', 'The field was left empty: "Email cannot be empty!".'],
  invalidEmail: ['Not an e-mail', 'What was typed is not an e-mail address.'],
  emailExists: ['Already a customer', 'This e-mail already has an account.'],
  httpError: ['Service error', 'Keep {status}: the error’s number.'],
  networkFailure: ['No connection', 'The signup service could not be reached.'],
  emailCheckFailed: ['Check failed', 'The e-mail could not be checked.'],
  customerFailed: ['Signup failed', 'The customer could not be made.'],
  checkoutFailed: ['Checkout failed', 'The checkout could not be opened.'],
  unexpectedFailure: ['Unexpected error', 'Anything else that went wrong.'],
  emptyResult: ['Nothing came back', 'The service answered with nothing.'],
});

/** The trial dialog's copy in one language (trial-dialog/<language>.json). */
export const trialDialogSchema = z.strictObject({
  title: named(upTo(LIMIT.title), ['Title', 'The dialog’s heading.']),
  description: named(message, ['Text', 'Under the title; keep {trialDays} and {trialClaim}.']),
  emailLabel: named(upTo(LIMIT.label), ['E-mail label', 'Above the e-mail field.']),
  emailPlaceholder: named(upTo(LIMIT.label), [
    'E-mail placeholder',
    'Grey inside the empty field.',
  ]),
  planLabel: named(upTo(LIMIT.label), ['Plan label', 'Above the chosen plan.']),
  planSummary: named(message, [
    'Plan',
    'The chosen plan; keep {levelName}, {maxAdSpend}, {price} and {trialDays}.',
  ]),
  submit: named(upTo(LIMIT.label), ['Button', 'Starts the trial: "Start Free Trial".']),
  busy: named(upTo(LIMIT.label), ['Button, busy', 'The button while it works.']),
  close: named(upTo(LIMIT.label), ['Close, read aloud', 'The close button’s name.']),
  existingAccount: named(
    messages({
      signInLabel: ['Sign-in link', 'Offered after "Email already exists!".'],
      supportIntro: ['Before the support address', '", or write to" before the address.'],
    }),
    ['Existing account', 'The way on for someone who already has an account.'],
  ),
  notifications: named(
    messages({
      regionLabel: ['Notifications, read aloud', 'Keep {hotkey}.'],
      dismiss: ['Close, read aloud', 'Closes a notification.'],
      networkTitle: ['No connection: title', 'The notification when the service is unreachable.'],
      networkBody: ['No connection: text', 'What to do then.'],
    }),
    ['Notifications', 'The boxes that appear in the corner.'],
  ),
});

/** The local test checkout page's copy in one language (test-checkout/<language>.json). */
export const testCheckoutSchema = z.strictObject({
  ...messages({
    title: ['Tab title', 'Keep {brandName}.'],
    logoAlt: ['Logo, read aloud', 'Keep {brandName}.'],
    badge: ['Badge', '"Test mode".'],
    heading: ['Heading', 'The page’s title.'],
    notice: ['Notice', 'That no card is taken here.'],
    planLabel: ['Plan label', 'Before the plan.'],
    trialName: ['Trial', 'Keep {trialDays}.'],
    adSpendLabel: ['Ad spend label', 'Before the ad spend.'],
    billingLabel: ['Billing label', 'Before the billing.'],
  }).shape,
  billing: named(
    messages({
      monthly: ['Monthly', 'Monthly billing.'],
      annual: ['Annual', 'Annual billing.'],
    }),
    ['Billing', 'The two billings.'],
  ),
  ...messages({
    emailLabel: ['E-mail label', 'Before the e-mail.'],
    dueLabel: ['Due today', 'Before today’s amount.'],
    afterTrial: ['After the trial', 'Keep {price} and {day}.'],
    cancelAnytime: ['Cancel anytime', 'That cancelling before the end costs nothing.'],
    complete: ['Pay button', 'Completes the test payment.'],
    cancel: ['Cancel button', 'Back to pricing.'],
    completedHeading: ['Already paid: heading', 'When this checkout was completed.'],
    completedNotice: ['Already paid: text', 'The sentence under it.'],
    continue: ['Continue', 'On to the confirmation.'],
    notFoundHeading: ['Unknown: heading', 'When the checkout does not exist.'],
    notFoundNotice: ['Unknown: text', 'The sentence under it.'],
    unavailableHeading: ['Unavailable: heading', 'While the checkout cannot be reached.'],
    unavailableNotice: ['Unavailable: text', 'The sentence under it.'],
    backToPricing: ['Back to pricing', 'The link back.'],
    trialEndHeading: ['Trial end: heading', 'Over the buttons that end the test trial now.'],
    trialEndNotice: ['Trial end: text', 'What the buttons do, as Stripe’s test clocks do.'],
    trialEndPaid: ['Trial end: paid', 'The first payment succeeds.'],
    trialEndFailed: ['Trial end: failed', 'The first payment fails.'],
    trialEndCancelled: ['Trial end: cancelled', 'Cancelled before the trial ends.'],
    trialEndRecorded: ['Trial end: recorded', 'After a button was pressed.'],
  }).shape,
});

const emailLine = named(z.union([text, z.object({ text, href: text })]), [
  'Line',
  'A sentence, or a link: its words and its address.',
]);

/**
 * The welcome e-mail after a completed checkout (welcome-email/<language>.json); the names in
 * braces are the signup's facts and the offer's.
 */
export const welcomeEmailSchema = z.object({
  subject: named(upTo(120), ['Subject', 'The e-mail’s subject; keep {brandName} and {trialDays}.']),
  greeting: named(text, ['Greeting', 'The first line.']),
  billing: named(
    z.object({
      monthly: named(text, ['Monthly', '"billed monthly", for {billing}.']),
      annual: named(text, ['Annual', '"billed annually", for {billing}.']),
    }),
    ['Billing', 'How {billing} reads.'],
  ),
  sections: listOf(
    z.object({
      heading: named(upTo(LIMIT.title), ['Heading', 'The part’s title.']),
      lines: listOf(emailLine, ['Lines', 'The part’s lines.']),
    }),
    ['Parts', 'The e-mail’s parts, each with a heading.'],
  ),
  signature: named(text, ['Signature', 'The last line; keep {brandName}.']),
});

/** A count's words in English's plural forms (Intl.PluralRules): `{count}` is the number. */
const pluralForms = (what: string) =>
  messages({
    one: [`${what}, one`, 'For exactly one; keep {count}.'],
    other: [`${what}, several`, 'For any other number; keep {count}.'],
  });
/** A top list of the console: its heading, what it counts, and its first column's name. */
const rankedList = (list: string) =>
  named(
    messages({
      heading: ['Heading', `Above the list of ${list}.`],
      meaning: ['What it counts', 'One sentence under the heading.'],
      nameColumn: ['First column', 'The name column’s heading.'],
    }),
    [list.charAt(0).toUpperCase() + list.slice(1), `The list of ${list}.`],
  );
const stateWords = (what: string) =>
  messages({
    pending: ['Waiting', `The ${what} waits to go.`],
    sending: ['Going', `The ${what} is on its way.`],
    delivered: ['Done', `The ${what} went.`],
    failed: ['Failed', `The ${what} failed for good; keep {attempts}.`],
    skipped: ['Skipped', `The ${what} was not sent.`],
    retrying: ['Retrying at', `A failed try, the next at {time}.`],
    retryingSoon: ['Retrying soon', 'A failed try, the next any moment.'],
  });
const deliveryWords: Record<(typeof deliveryKinds)[number], ReturnType<typeof stateWords>> = {
  'welcome-email': named(stateWords('welcome e-mail'), ['Welcome e-mail', 'Its states.']),
  'trial-started': named(stateWords('message to the platform'), [
    'Message to the platform',
    'Its states.',
  ]),
};
const deliveryStateNames = Object.keys(stateWords('').shape);
if (deliveryStates.some((state) => !deliveryStateNames.includes(state))) {
  throw new Error('Every delivery state needs its words in the team console.');
}

/** The team console's copy (team-console/en.json): the team's own tool, English only. */
export const teamConsoleSchema = z.strictObject({
  pages: named(
    messages({
      consoleTitle: ['Tab title', 'The console’s tab.'],
      signInTitle: ['Sign-in tab title', 'The sign-in page’s tab.'],
      loading: ['Loading', 'While the console starts.'],
    }),
    ['Pages', 'The console’s two pages.'],
  ),
  requestLink: named(
    messages({
      heading: ['Heading', 'Above the form.'],
      intro: ['Introduction', 'What the form does.'],
      emailLabel: ['E-mail label', 'Above the field.'],
      submit: ['Button', 'Sends the link.'],
      sending: ['Button, busy', 'While it sends.'],
      sent: ['Sent', 'The same line for any address; keep {minutes}.'],
    }),
    ['Asking for a link', 'The sign-in form.'],
  ),
  signIn: named(
    messages({
      heading: ['Heading', 'The page the e-mailed link opens.'],
      intro: ['Introduction', 'What to do there.'],
      button: ['Button', 'Signs in.'],
      signingIn: ['Button, busy', 'While it signs in.'],
      noToken: ['No link', 'When the address holds no link.'],
      spent: ['Link used', 'When the link was used or expired.'],
      askAgain: ['Ask again', 'The link back to the form.'],
    }),
    ['Signing in', 'The page the e-mailed link opens.'],
  ),
  console: named(
    messages({
      heading: ['Heading', 'The console’s title.'],
      signedInAs: ['Signed in as', 'Keep {email}.'],
      signOut: ['Sign out', 'The button.'],
      sessionEnded: ['Session ended', 'When the session is over.'],
      failed: ['Part failed', 'Keep {message}.'],
      loadingReport: ['Loading', 'While the figures load.'],
      statisticsCsv: ['Statistics CSV', 'The link to every figure shown, as CSV.'],
    }),
    ['Console', 'Its heading and its state.'],
  ),
  period: named(
    z.strictObject({
      heading: named(message, ['Heading', 'Above the period and the filters.']),
      presetsLabel: named(message, ['Presets, read aloud', 'The preset periods’ name.']),
      presets: named(
        messages({
          today: ['Today', 'A preset period.'],
          yesterday: ['Yesterday', 'A preset period.'],
          '7d': ['Last 7 days', 'A preset period.'],
          '30d': ['Last 30 days', 'A preset period.'],
          month: ['This month', 'A preset period.'],
          lastMonth: ['Last month', 'A preset period.'],
          '12m': ['Last 12 months', 'A preset period.'],
        }),
        ['Presets', 'The preset periods.'],
      ),
      statement: named(message, ['The period', 'Keep {period} and {previous}.']),
      utcDays: named(message, ['Days', 'How days are counted.']),
      from: named(message, ['From', 'The first day’s field.']),
      to: named(message, ['To', 'The last day’s field.']),
      problems: named(
        messages({
          periodUnreadable: ['Unreadable day', 'A day that cannot be read.'],
          periodOutOfRange: ['Outside the figures', 'Keep {first} and {last}.'],
          periodBackwards: ['Ends before it starts', 'A period backwards.'],
          periodTooLong: ['Too long', 'Keep {days}.'],
        } satisfies Record<(typeof periodProblems)[number], Naming>),
        ['Period problems', 'Why a period cannot be shown.'],
      ),
    }),
    ['Period', 'The period and its presets.'],
  ),
  filters: named(
    messages({
      channel: ['Channel', 'The channel filter.'],
      source: ['Source', 'The source filter.'],
      campaign: ['Campaign', 'The campaign filter.'],
      locale: ['Language', 'The language filter.'],
      path: ['Landing page', 'The landing page filter.'],
      device: ['Device', 'The device filter.'],
      country: ['Country', 'The country filter.'],
      referrer: ['Referring site', 'The referring site filter.'],
      plan: ['Plan', 'The plan filter.'],
      state: ['State', 'The signup state filter.'],
      any: ['Any', 'A filter left open.'],
      apply: ['Apply', 'The button.'],
      clear: ['Clear', 'The button that clears them.'],
      chipsLabel: ['Active filters, read aloud', 'The list of filters in use.'],
      removeChip: ['Remove a filter, read aloud', 'Keep {name} and {value}.'],
      clickHint: ['Click to filter', 'That a name in a table filters the whole console.'],
    }),
    ['Filters', 'What the console can be narrowed to.'],
  ),
  channels: named(
    messages({
      paid: ['Paid', 'Ads and paid links.'],
      search: ['Search', 'Search engines.'],
      social: ['Social', 'Social networks.'],
      email: ['E-mail', 'E-mail and newsletters.'],
      referral: ['Referral', 'Links from other sites.'],
      direct: ['Direct', 'No link and no tag.'],
    } satisfies Record<(typeof channels)[number], Naming>),
    ['Channels', 'Their names.'],
  ),
  totals: named(
    z.strictObject({
      heading: named(message, ['Heading', 'Above the three figures.']),
      figures: named(
        messages({
          visitors: ['Visitors', 'A figure’s name.'],
          trialsStarted: ['Trials started', 'A figure’s name.'],
          trialsCompleted: ['Trials completed', 'A figure’s name.'],
        }),
        ['Figures', 'Their names.'],
      ),
      up: named(message, ['Up', 'Keep {change} and {previous}.']),
      down: named(message, ['Down', 'Keep {change} and {previous}.']),
      same: named(message, ['The same', 'No change.']),
      fromNone: named(message, ['From none', 'None before.']),
      visitorsMeaning: named(message, ['What a visitor is', 'One sentence.']),
      trialsMeaning: named(message, ['What a trial is', 'One sentence.']),
    }),
    ['At a glance', 'The three figures.'],
  ),
  daily: named(
    messages({
      heading: ['Heading', 'Above the charts.'],
      visitorsChart: ['Visitors chart', 'Its title.'],
      trialsChart: ['Trials chart', 'Its title.'],
      dayAxis: ['Day axis', 'The axis’ name.'],
      visitorsAxis: ['Visitors axis', 'The axis’ name.'],
      trialsAxis: ['Trials axis', 'The axis’ name.'],
      chartSummary: ['Chart, read aloud', 'Keep {chart}, {period} and {figures}.'],
      seriesSummary: ['A series, read aloud', 'Keep {name}, {total} and {most}.'],
      showTable: ['Show the table', 'The link to the table.'],
      tableLabel: ['Table, read aloud', 'Its name.'],
      dayColumn: ['Day column', 'Its heading.'],
    }),
    ['Per day', 'The daily charts and their table.'],
  ),
  funnel: named(
    z.strictObject({
      heading: named(message, ['Heading', 'Above the funnel.']),
      intro: named(message, ['Introduction', 'What it counts.']),
      chartLabel: named(message, ['Chart, read aloud', 'Its name.']),
      steps: named(
        messages({
          visit: ['Visit', 'The first step.'],
          pricing: ['Pricing', 'Saw the prices.'],
          trial_dialog: ['Trial dialog', 'Opened the dialog.'],
          checkout: ['Checkout', 'Reached the checkout.'],
          completed: ['Completed', 'Completed the signup.'],
        } satisfies Record<(typeof funnelSteps)[number], Naming>),
        ['Steps', 'Each step’s name.'],
      ),
      wentOn: named(message, ['Went on', 'Keep {share}.']),
      ofVisitors: named(message, ['Of visitors', 'Keep {share}.']),
      bySourceHeading: named(message, ['By source: heading', 'Above the table.']),
      bySourceIntro: named(message, ['By source: introduction', 'What it shows.']),
      byChannelHeading: named(message, ['By channel: heading', 'Above the table.']),
      byChannelIntro: named(message, ['By channel: introduction', 'What it shows.']),
      sourceColumns: named(
        messages({
          channel: ['Channel', 'A column.'],
          source: ['Source', 'A column.'],
          campaign: ['Campaign', 'A column.'],
          singlePage: ['One page only', 'A column.'],
          conversion: ['Conversion', 'A column.'],
        }),
        ['Columns', 'The table’s columns.'],
      ),
      noSources: named(message, ['No visits', 'When there are none.']),
      untagged: named(message, ['No tag', 'How "(none)" reads.']),
      other: named(message, ['All others', 'How "(other)" reads.']),
    }),
    ['Funnel', 'The way from a visit to a trial.'],
  ),
  audience: named(
    z.strictObject({
      heading: named(message, ['Heading', 'Above the lists.']),
      visitorsColumn: named(message, ['Visitors column', 'Its heading.']),
      landingPages: named(
        messages({
          heading: ['Heading', 'Above the table of landing pages.'],
          meaning: ['What it counts', 'One sentence under the heading.'],
          nameColumn: ['First column', 'The page column’s heading.'],
          singlePage: ['One page only', 'The share who saw no other page.'],
          pricing: ['Saw pricing', 'The share who reached a pricing page.'],
          trials: ['Started a trial', 'How many started a trial.'],
        }),
        ['Landing pages', 'The table of landing pages.'],
      ),
      pages: rankedList('pages viewed'),
      referrers: rankedList('referring sites'),
      devices: rankedList('devices'),
      languages: rankedList('languages'),
      countries: rankedList('countries'),
      unknownCountry: named(message, ['Country not known', 'How "(none)" reads.']),
      deviceNames: named(
        messages({
          phone: ['Phone', 'A device.'],
          tablet: ['Tablet', 'A device.'],
          desktop: ['Desktop', 'A device.'],
        } satisfies Record<(typeof deviceClasses)[number], Naming>),
        ['Devices', 'Their names.'],
      ),
      other: named(message, ['All others', 'The rest of a list.']),
      empty: named(message, ['Empty', 'A list with nothing.']),
    }),
    ['Audience', 'Where visitors came from.'],
  ),
  vitals: named(
    z.strictObject({
      heading: named(message, ['Heading', 'Above the table.']),
      intro: named(message, ['Introduction', 'What it measures.']),
      columns: named(
        messages({
          path: ['Page', 'A column.'],
          samples: ['Samples', 'A column.'],
          lcp: ['LCP', 'A column.'],
          inp: ['INP', 'A column.'],
          cls: ['CLS', 'A column.'],
        }),
        ['Columns', 'The table’s columns.'],
      ),
      ratings: named(
        messages({
          good: ['Good', 'A rating.'],
          needsImprovement: ['Needs improvement', 'A rating.'],
          poor: ['Poor', 'A rating.'],
        }),
        ['Ratings', 'Their names.'],
      ),
      noData: named(message, ['No data', 'A missing figure.']),
      empty: named(message, ['Empty', 'When nothing was measured.']),
      tableLabel: named(message, ['Table, read aloud', 'Its name.']),
    }),
    ['Page speed', 'Real visitors’ page speed.'],
  ),
  dropped: named(
    z.strictObject({
      count: named(pluralForms('Refused beacons'), ['Refused', 'How many.']),
      reasons: named(message, ['Why', 'Keep {reasons}.']),
    }),
    ['Refused beacons', 'The line about refused beacons.'],
  ),
  signups: named(
    z.strictObject({
      heading: named(message, ['Heading', 'Above the table.']),
      intro: named(message, ['Introduction', 'What it lists.']),
      downloadCsv: named(message, ['Download', 'The CSV link.']),
      empty: named(message, ['Empty', 'No signups.']),
      loading: named(message, ['Loading', 'While they load.']),
      columns: named(
        messages({
          started: ['Started', 'A column.'],
          email: ['E-mail', 'A column.'],
          state: ['State', 'A column.'],
          plan: ['Plan', 'A column.'],
          locale: ['Language', 'A column.'],
          source: ['Source', 'A column.'],
          outcome: ['Outcome', 'A column.'],
          deliveries: ['Deliveries', 'A column.'],
        }),
        ['Columns', 'The table’s columns.'],
      ),
      states: named(
        messages({
          started: ['Started', 'Gave an e-mail.'],
          checkout: ['At checkout', 'Reached the checkout.'],
          completed: ['Completed', 'Completed the trial signup.'],
        } satisfies Record<(typeof signupStates)[number], Naming>),
        ['States', 'A signup’s states.'],
      ),
      outcomes: named(
        messages({
          trial: ['In trial', 'Still in the free trial.'],
          paying: ['Paying', 'Paid after the trial.'],
          cancelled_in_trial: ['Cancelled in trial', 'Cancelled before paying.'],
          payment_failed: ['Payment failed', 'Its payment failed.'],
          cancelled: ['Cancelled', 'Cancelled after paying.'],
        } satisfies Record<(typeof trialOutcomes)[number], Naming>),
        ['Outcomes', 'What became of a trial.'],
      ),
      none: named(message, ['None', 'An empty cell.']),
      plan: named(message, ['Plan', 'Keep {level} and {billing}.']),
      billing: named(
        messages({
          monthly: ['Monthly', 'A billing.'],
          annual: ['Annual', 'A billing.'],
        } satisfies Record<(typeof billingPeriods)[number], Naming>),
        ['Billing', 'Its names.'],
      ),
      count: named(pluralForms('Signups'), ['Count', 'How many signups.']),
      pageOf: named(message, ['Page of', 'Keep {page}, {pages} and {total}.']),
      previous: named(message, ['Previous', 'The link.']),
      next: named(message, ['Next', 'The link.']),
      pagination: named(message, ['Pages, read aloud', 'Their name.']),
      tableLabel: named(message, ['Table, read aloud', 'Its name.']),
    }),
    ['Signups', 'The table of signups.'],
  ),
  deliveries: named(
    z.strictObject({
      words: named(z.strictObject(deliveryWords), [
        'States',
        'What each delivery’s state reads as.',
      ]),
      kinds: named(
        messages({
          'welcome-email': ['Welcome e-mail', 'In a sentence.'],
          'trial-started': ['Message to the platform', 'In a sentence.'],
        } satisfies Record<(typeof deliveryKinds)[number], Naming>),
        ['Kinds', 'Their names in a sentence.'],
      ),
      attempts: named(pluralForms('Attempts'), ['Attempts', 'How many.']),
      retry: named(message, ['Retry', 'The button.']),
      retryLabel: named(message, ['Retry, read aloud', 'Keep {kind} and {email}.']),
      retrying: named(message, ['Retrying', 'While it retries.']),
      none: named(message, ['None', 'No deliveries yet.']),
    }),
    ['Deliveries', 'The welcome e-mail and the message to the platform.'],
  ),
  outcomes: named(
    z.strictObject({
      heading: named(message, ['Heading', 'Above the paying customers.']),
      intro: named(message, ['Introduction', 'What it counts.']),
      dimensionsLabel: named(message, ['Groupings, read aloud', 'The buttons’ name.']),
      dimensions: named(
        messages({
          channel: ['By channel', 'A grouping.'],
          source: ['By source', 'A grouping.'],
          campaign: ['By campaign', 'A grouping.'],
          landing: ['By landing page', 'A grouping.'],
          plan: ['By plan', 'A grouping.'],
        } satisfies Record<(typeof outcomeDimensions)[number], Naming>),
        ['Groupings', 'What the table is grouped by.'],
      ),
      columns: named(
        messages({
          name: ['Name', 'The first column.'],
          checkout: ['Went to checkout', 'A column.'],
          trials: ['Started a trial', 'A column.'],
          paying: ['Paying customers', 'A column.'],
          revenue: ['Monthly revenue', 'A column.'],
        }),
        ['Columns', 'The table’s columns.'],
      ),
      revenueMeaning: named(message, ['What the revenue is', 'One sentence.']),
      compared: named(message, ['Against the funnel', 'Keep {trials}, {counted} and {uncounted}.']),
      same: named(message, ['Same as the funnel', 'Keep {trials}.']),
      empty: named(message, ['Empty', 'None in the period.']),
      loading: named(message, ['Loading', 'While they load.']),
      tableLabel: named(message, ['Table, read aloud', 'Its name.']),
    }),
    ['Paying customers', 'From trial to paying customer.'],
  ),
});

/**
 * What the team's console says: its API's error messages and the sign-in e-mail (team-messages/
 * en.json). tooManyRequests takes {wait}; originRefused {site}; the period's problems {first},
 * {last} and {days}; the e-mail takes {link} and {minutes}.
 */
export const teamMessagesSchema = messages({
  signInRequired: ['Sign-in needed', 'Without a session.'],
  originRefused: ['Not from the site', 'Keep {site}.'],
  linkInvalid: ['Link not valid', 'A spent or wrong link.'],
  emailInvalid: ['No e-mail', 'An empty or wrong address.'],
  tokenMissing: ['Link incomplete', 'A cut link.'],
  filtersInvalid: ['Filters unreadable', 'Filters that cannot be read.'],
  deliveryNotFailed: ['Not failed', 'A retry of a delivery that did not fail.'],
  notFound: ['No such address', 'An unknown console address.'],
  badRequest: ['Request unreadable', 'Anything else unreadable.'],
  databaseDown: ['Database down', 'While it does not answer.'],
  unexpected: ['Unexpected', 'Anything else.'],
  tooManyRequests: ['Too many attempts', 'Keep {wait}.'],
  periodUnreadable: ['Unreadable day', 'Keep the example.'],
  periodOutOfRange: ['Outside the figures', 'Keep {first} and {last}.'],
  periodBackwards: ['Ends before it starts', 'A period backwards.'],
  periodTooLong: ['Too long', 'Keep {days}.'],
} satisfies Record<string, Naming> & Record<(typeof periodProblems)[number], Naming>).extend({
  signInEmail: named(
    messages({
      subject: ['Subject', 'The e-mail’s subject.'],
      greeting: ['Greeting', 'The first line.'],
      body: ['Text', 'Keep {minutes}.'],
      linkText: ['Link text', 'The sign-in link.'],
      ignore: ['If not asked', 'The last line.'],
    }),
    ['Sign-in e-mail', 'The e-mail with the link.'],
  ),
});

/**
 * The team's weekly report e-mail (weekly-report/en.json), English only like the console. The
 * lines take the figures they name.
 */
export const weeklyReportSchema = messages({
  subject: ['Subject', 'Keep {from} and {to}.'],
  greeting: ['Greeting', 'The first line.'],
  intro: ['Introduction', 'Keep {from} and {to}.'],
  visitors: ['Visitors', 'Keep {current} and {previous}.'],
  trialsStarted: ['Trials started', 'Keep {current} and {previous}.'],
  trialsCompleted: ['Trials completed', 'Keep {current} and {previous}.'],
  visitorsMeaning: ['What a visitor is', 'One sentence.'],
  sourcesHeading: ['Sources: heading', 'Above the sources.'],
  sourceLine: ['A source', 'Keep {source}, {visitors}, {trials} and {conversion}.'],
  noSources: ['No visits', 'When none were counted.'],
  payingHeading: ['Paying customers: heading', 'Above the sources of paying customers.'],
  payingIntro: ['Paying customers: introduction', 'What is counted, in one sentence.'],
  payingLine: ['A paying source', 'Keep {source}, {channel}, {paying} and {revenue}.'],
  noPaying: ['No paying customers', 'When none paid this week.'],
  noneSource: ['No source', 'How "(none)" reads.'],
  otherSource: ['Other sources', 'How "(other)" reads.'],
  slowHeading: ['Slow pages: heading', 'Above them.'],
  slowIntro: ['Slow pages: introduction', 'Keep {lcpGood} and {inpGood}.'],
  slowLine: ['A slow page', 'Keep {path}, {lcp}, {inp} and {samples}.'],
  notMeasured: ['Not measured', 'A missing figure.'],
  noSlowPages: ['No slow pages', 'When all were fast.'],
  consoleLink: ['Console link', 'Before the console’s address.'],
  signature: ['Signature', 'The last line.'],
  footer: ['Footer', 'Why the team gets it.'],
});
