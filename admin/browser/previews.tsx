import { ArrowRight } from 'lucide-react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { copyCollections } from '../../shared/copy/collections';
import type { Locale } from '../../shared/language/locales';
import { ClosingCta } from '../../src/components/ClosingCta';
import { caseStudyFrom, type CaseStudyFile } from '../../src/content/cases/caseStudyCopy';
import { fillFaqItem, type FaqItem } from '../../src/content/faq/faqCopy';
import { homeText } from '../../src/content/home';
import { islandCopy } from '../../src/content/islandCopy';
import { CaseStudyPage } from '../../src/sections/case-study/CaseStudyPage';
import { AdTypesSection } from '../../src/sections/home/AdTypesSection';
import { CardGridSection } from '../../src/sections/home/CardGridSection';
import { HeroSection } from '../../src/sections/home/HeroSection';
import { HowItWorksSection } from '../../src/sections/home/HowItWorksSection';
import { MarketplacesSection } from '../../src/sections/home/MarketplacesSection';
import { PartnerMarquee } from '../../src/sections/home/PartnerMarquee';
import { TestimonialsSection } from '../../src/sections/home/TestimonialsSection';
import { PricingCalculator } from '../../src/sections/pricing/calculator/PricingCalculator';
import { FaqSection } from '../../src/sections/pricing/faq/FaqSection';
import { PlanIncludes } from '../../src/sections/pricing/PlanIncludes';
import { PremiumManagement } from '../../src/sections/pricing/PremiumManagement';
import { PricingHero } from '../../src/sections/pricing/PricingHero';
import { BODY_KEY } from '../copyFormats';
import type { previewedCollections } from '../previewedCollections';
import { clearDrafts, showDraft } from './draftCopy';

/**
 * The pages the editor previews, rendered from the draft by the site's own sections into the
 * HTML the build writes, shown with the site's stylesheet. The sections read their copy through
 * src/content/copyFiles.ts, which the editor's bundle swaps for the draft (./draftCopy.ts).
 */
type Data = Record<string, unknown>;
type Previewed = (typeof previewedCollections)[number];

/** The home page's sections, in src/pages/[...locale]/index.astro's order. */
function HomePage({ locale }: { locale: Locale }) {
  const { problems, features } = homeText(locale);
  return (
    <>
      <HeroSection locale={locale} />
      <PartnerMarquee locale={locale} />
      <CardGridSection id="problems" tone="alert" surface {...problems} />
      <CardGridSection id="features" tone="primary" {...features} />
      <HowItWorksSection locale={locale} />
      <TestimonialsSection locale={locale} />
      <AdTypesSection locale={locale} />
      <MarketplacesSection locale={locale} />
      <ClosingCta locale={locale} />
    </>
  );
}

/** /pricing's sections, in src/pages/[...locale]/pricing.astro's order. */
function PricingPage({ locale }: { locale: Locale }) {
  return (
    <>
      <PricingHero locale={locale} />
      <PricingCalculator
        copy={islandCopy(locale)}
        ctaIcon={<ArrowRight aria-hidden="true" className="size-5" />}
        planIncludes={<PlanIncludes locale={locale} />}
      />
      <PremiumManagement locale={locale} />
      <FaqSection locale={locale} items={[]} />
      <ClosingCta locale={locale} opensTrialDialog />
    </>
  );
}

function page(collection: Previewed, locale: Locale, data: Data, slug: string): ReactElement {
  switch (collection) {
    case 'home':
      showDraft(locale, 'home', data);
      return <HomePage locale={locale} />;
    case 'pricingPage':
    case 'pricingCalculator':
      showDraft(locale, collection, data);
      return <PricingPage locale={locale} />;
    case 'faq':
      clearDrafts();
      return <FaqSection locale={locale} items={[fillFaqItem(data as FaqItem, locale)]} />;
    case 'cases': {
      const { [BODY_KEY]: body, ...frontmatter } = data;
      const caseStudy = caseStudyFrom(
        slug,
        frontmatter as CaseStudyFile,
        typeof body === 'string' ? body : '',
        locale,
      );
      return <CaseStudyPage locale={locale} caseStudy={caseStudy} otherCases={[]} />;
    }
  }
}

/** What keeps a draft from rendering, as the schema says it: shown in place of the page. */
function draftProblems(collection: Previewed, data: Data): string[] {
  const markdown = copyCollections[collection].format === 'md';
  const values = Object.entries(data).filter(([key]) => !markdown || key !== BODY_KEY);
  const parsed = copyCollections[collection].schema.safeParse(Object.fromEntries(values));
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

export const isPreviewed = (collection: string, list: readonly string[]): collection is Previewed =>
  list.includes(collection);

/** The page as the site would show it with this draft, or why it cannot be shown yet. */
export function previewHtml(
  collection: Previewed,
  locale: Locale,
  data: Data,
  slug: string,
): string {
  const shown = (markup: ReactElement) => renderToStaticMarkup(<main lang={locale}>{markup}</main>);
  const problems = draftProblems(collection, data);
  if (problems.length > 0) {
    return shown(
      <ul className="container-page section-pad space-y-1 text-alert">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>,
    );
  }
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
