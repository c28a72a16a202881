import type { ReactElement } from 'react';
import type { Copy } from '../../../shared/copy/collections';
import type { Locale } from '../../../shared/language/locales';
import { ClosingCta } from '../../components/ClosingCta';
import { FaqSection } from './faq/FaqSection';
import { PremiumManagement } from './PremiumManagement';
import { PricingHero } from './PricingHero';

export interface PricingWords {
  locale: Locale;
  page: Copy<'pricingPage'>;
  faqItems: readonly Copy<'faq'>[];
  closingCta: Copy<'closingCta'>;
  trialLabel: string;
}

/**
 * /pricing's sections, in order: the page (src/pages/[...locale]/pricing.astro) and the editor's
 * preview (admin/browser/previews.tsx) both render this one list. `calculator` stands where each
 * puts the calculator: the page hydrates it as an island, the preview draws it.
 */
export function pricingSections(words: PricingWords): (ReactElement | 'calculator')[] {
  const { locale, page, faqItems, closingCta, trialLabel } = words;
  return [
    <PricingHero key="hero" pricingHero={page.hero} />,
    'calculator',
    <PremiumManagement key="premium" premiumManagement={page.premiumManagement} />,
    <FaqSection key="faq" faqSection={page.faqSection} items={faqItems} />,
    <ClosingCta
      key="closing"
      locale={locale}
      copy={closingCta}
      trialLabel={trialLabel}
      opensTrialDialog
    />,
  ];
}

/** A section the list made, rendered as it is (a page renders it with its own React). */
export const StaticSection = ({ section }: { section: ReactElement }) => section;
