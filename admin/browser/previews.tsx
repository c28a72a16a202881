import { ArrowRight } from 'lucide-react';
import { defaultCurrencyOf } from '../../shared/facts/currencies';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { copyCollections, type Copy } from '../../shared/copy/collections';
import { copyValues } from '../../shared/copy/copyValues';
import { site } from '../../shared/facts/brand';
import { fillCopy, type TemplateValues } from '../../shared/language/fillTemplate';
import { localeFacts, type Locale } from '../../shared/language/locales';
import { caseStudiesFrom } from '../../src/sections/case-study/caseStudy';
import { CaseStudyPage } from '../../src/sections/case-study/CaseStudyPage';
import { HomeSections } from '../../src/sections/home/HomeSections';
import { pictureAltValues } from '../../src/sections/home/ProductPicture';
import { PricingCalculator } from '../../src/sections/pricing/calculator/PricingCalculator';
import { FaqSection } from '../../src/sections/pricing/faq/FaqSection';
import { PlanIncludes } from '../../src/sections/pricing/PlanIncludes';
import { pricingSections } from '../../src/sections/pricing/PricingSections';
import { BODY_KEY } from '../copyFormats';
import type { previewedCollections } from '../previewedCollections';
import { savedCopy } from './savedCopy';

/**
 * The pages the editor previews, rendered by the site's own sections into the HTML the build
 * writes and shown with the site's stylesheet. Each section gets its words as the page hands them
 * over (src/pages/[...locale]/), from the draft where it is being edited and from the saved copy
 * elsewhere. A draft is shown once its schema takes it (draftProblems), as the schema reads it.
 */
type Data = Record<string, unknown>;
type Previewed = (typeof previewedCollections)[number];

/** The saved copy of a language, with the draft in place of its file where one is edited. */
interface PageWords {
  locale: Locale;
  home: Copy<'home'>;
  pricingPage: Copy<'pricingPage'>;
  pricingCalculator: Copy<'pricingCalculator'>;
}

/** What every page of a language fills in (src/pageCopy.ts's pageValues), and its filled copy. */
function languageCopy(locale: Locale) {
  const { files } = savedCopy;
  const values = copyValues(locale, {
    callsToAction: files.callsToAction[locale],
    navigation: files.navigation[locale],
  });
  const filled = <T,>(copy: T, extra: TemplateValues = {}): T =>
    fillCopy(copy, { ...values, ...extra });
  return {
    values,
    filled,
    trial: filled(files.callsToAction[locale]).trial,
    closingCta: filled(files.closingCta[locale]),
  };
}

/** The home page's sections, as src/pages/[...locale]/index.astro hands them their words. */
function HomePage({ locale, home: saved }: PageWords) {
  const { filled, trial, closingCta } = languageCopy(locale);
  const home = filled(saved, pictureAltValues(saved.hero));
  return <HomeSections locale={locale} home={home} trialLabel={trial} closingCta={closingCta} />;
}

/** /pricing's sections, as src/pages/[...locale]/pricing.astro hands them their words. */
function PricingPage({ locale, pricingPage: page, pricingCalculator }: PageWords) {
  const { files } = savedCopy;
  const { values, trial, closingCta } = languageCopy(locale);
  const islandCopy = {
    locale,
    currency: defaultCurrencyOf[locale],
    pricingCalculator,
    trialDialog: files.trialDialog[locale],
    signupMessages: files.signupMessages[locale],
    labels: { trial, trialClaim: values.trialClaim },
    addresses: { appUrl: site.appUrl, supportEmail: site.supportEmail },
  };
  const sections = pricingSections({ locale, page, faqItems: [], closingCta, trialLabel: trial });
  return sections.map((section) =>
    section === 'calculator' ? (
      <PricingCalculator
        key="calculator"
        copy={islandCopy}
        ctaIcon={<ArrowRight aria-hidden="true" className="size-5" />}
        planIncludes={<PlanIncludes planIncludes={page.planIncludes} />}
      />
    ) : (
      section
    ),
  );
}

/** A case's page, as src/pages/[...locale]/case/[slug].astro shows it, among the saved cases. */
function CasePage({
  locale,
  id,
  data,
  body,
}: {
  locale: Locale;
  id: string;
  data: Copy<'cases'>;
  body: string;
}) {
  const { values, filled, trial, closingCta } = languageCopy(locale);
  const draft = { id, data, body };
  const entries = [...savedCopy.cases[locale].filter((entry) => entry.id !== id), draft].map(
    (entry) => ({ ...entry, data: filled(entry.data), body: filled(entry.body) }),
  );
  const caseStudies = caseStudiesFrom(entries, values, locale);
  const caseStudy = caseStudies.find((entry) => entry.id === id);
  if (!caseStudy) throw new Error(`No case ${id}.`);
  return (
    <CaseStudyPage
      locale={locale}
      caseStudy={caseStudy}
      otherCases={caseStudies.filter((other) => other !== caseStudy)}
      words={filled(savedCopy.files.casePages[locale])}
      closingCta={closingCta}
      trialLabel={trial}
    />
  );
}

function page(collection: Previewed, locale: Locale, data: Data, slug: string): ReactElement {
  const { files } = savedCopy;
  const words: PageWords = {
    locale,
    home: files.home[locale],
    pricingPage: files.pricingPage[locale],
    pricingCalculator: files.pricingCalculator[locale],
  };
  switch (collection) {
    case 'home':
      return <HomePage {...words} home={copyCollections.home.schema.parse(data)} />;
    case 'pricingPage':
      return (
        <PricingPage {...words} pricingPage={copyCollections.pricingPage.schema.parse(data)} />
      );
    case 'pricingCalculator':
      return (
        <PricingPage
          {...words}
          pricingCalculator={copyCollections.pricingCalculator.schema.parse(data)}
        />
      );
    case 'faq': {
      const { filled } = languageCopy(locale);
      return (
        <FaqSection
          faqSection={files.pricingPage[locale].faqSection}
          items={[filled(copyCollections.faq.schema.parse(data))]}
        />
      );
    }
    case 'cases': {
      const { [BODY_KEY]: body, ...frontmatter } = data;
      const text = typeof body === 'string' ? body : '';
      return (
        <CasePage
          locale={locale}
          id={slug}
          data={copyCollections.cases.schema.parse(frontmatter)}
          body={text}
        />
      );
    }
  }
}

/** Whether the schema takes the draft, so that the page can be drawn with it. */
function drawable(collection: Previewed, data: Data): boolean {
  const markdown = copyCollections[collection].format === 'md';
  const values = Object.entries(data).filter(([key]) => !markdown || key !== BODY_KEY);
  return copyCollections[collection].schema.safeParse(Object.fromEntries(values)).success;
}

export const isPreviewed = (collection: string, list: readonly string[]): collection is Previewed =>
  list.includes(collection);

/**
 * The page as the site would show it with this draft, in its language (named above it), and above
 * that, in red, what the build would refuse (`problems`, in the editor's words). A draft the
 * schema does not take shows its problems alone.
 */
export function previewHtml(
  collection: Previewed,
  locale: Locale,
  data: Data,
  slug: string,
  problems: readonly string[] = [],
): string {
  const shown = (markup: ReactElement) =>
    renderToStaticMarkup(
      <main lang={locale}>
        <p className="container-page pt-4 text-sm text-muted" data-preview-language={locale}>
          Preview: {localeFacts[locale].name}
        </p>
        {problems.length > 0 && (
          <ul
            className="container-page space-y-1 py-4 font-semibold text-alert"
            data-preview-problems=""
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        {markup}
      </main>,
    );
  if (!drawable(collection, data)) return shown(<></>);
  try {
    // The FAQ's answers are closed on the page; a preview shows the one being written.
    return shown(page(collection, locale, data, slug)).replaceAll('<details ', '<details open="" ');
  } catch (error) {
    return shown(
      <p className="container-page section-pad text-alert">
        {error instanceof Error ? error.message : String(error)}
      </p>,
    );
  }
}
