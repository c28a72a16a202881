import { z } from 'zod';
import type { Locale } from '../../../shared/language/locales';
import { copyValues } from '../copyValues';
import { fillCopy } from '../../../shared/language/fillTemplate';
import { pricingFor } from '../islandCopy';
import { displayedPrice } from '../pricing';

const text = z.string().trim().min(1);

/**
 * One FAQ entry (src/content/faq/<language>/<nn>-<topic>.yaml; the number keeps the order). An
 * answer is a list of paragraphs; `**text**` marks bold words. The page and its FAQPage JSON-LD
 * both read it.
 */
export const faqItemSchema = z.object({
  question: text.endsWith('?'),
  answer: z
    .array(text.refine((paragraph) => paragraph.split('**').length % 2 === 1, 'unbalanced **'))
    .min(1),
});

export type FaqItem = z.infer<typeof faqItemSchema>;

/** An entry as the page shows it: the facts it names filled in, prices included. */
export function fillFaqItem(item: FaqItem, locale: Locale): FaqItem {
  const { formatPrice } = pricingFor(locale);
  return fillCopy(item, {
    ...copyValues(locale),
    monthlyPrice: formatPrice(displayedPrice.monthly),
    annualPrice: formatPrice(displayedPrice.annual),
  });
}
