import { displayedPrice, formatPrice } from './pricing';
import { offer } from '../facts/offer';
import { trialClaim } from './site';

/**
 * One FAQ entry. An answer is a list of paragraphs; `**text**` marks bold words. The page and
 * its FAQPage JSON-LD both read this list (written from the site's own facts: docs/decisions.md#copy-the-brief-does-not-give).
 */
export interface FaqItem {
  question: string;
  answer: readonly string[];
}

export const faqItems: readonly FaqItem[] = [
  {
    question: `How does the ${offer.trialDays}-day free trial work?`,
    answer: [
      `Enter your e-mail address, complete the secure checkout and start automating. Your trial lasts **${offer.trialDays} days** with every feature included.`,
      `**${trialClaim}.** There are no setup fees, and you can cancel anytime.`,
    ],
  },
  {
    question: 'What is the Early Bird offer?',
    answer: [
      `Every level is available at the Early Bird price of **${formatPrice(displayedPrice.monthly)} a month**, or **${formatPrice(displayedPrice.annual)} a year** with annual billing.`,
      'The price holds for as long as your subscription continues without interruption. Early Bird is limited to **one marketplace account per registered user**, and a cancelled Early Bird plan cannot be reactivated.',
    ],
  },
  {
    question: 'How is my ad spend measured?',
    answer: [
      'Ad spend is measured on the **budget our software manages**, not on your total account spend.',
      'Choose the level that covers the monthly budget you hand over to automation.',
    ],
  },
  {
    question: 'What happens when my ad spend grows past my level?',
    answer: [
      'On **monthly billing**, your level rises automatically when actual spend exceeds it.',
      'On **annual billing**, an upgrade to a higher level takes effect immediately and you are charged the difference.',
    ],
  },
  {
    question: 'How do I cancel, and can I get my money back?',
    answer: [
      'You can cancel anytime. Subscriptions renew automatically, so cancel **at least 3 business days before renewal** to stop the next charge.',
      `Every plan comes with a **${offer.moneyBackDays}-day money-back guarantee**.`,
    ],
  },
  {
    question: 'How soon will I see results?',
    answer: [
      'First results show in **7-14 days**, and significant results within **30 days**.',
      'Bids, keywords and negative keywords are managed from the moment you turn on automation, and every automated action is written to a daily changelog you can review and revert.',
    ],
  },
  {
    question: 'Which marketplaces and ad types are supported?',
    answer: [
      'Nine marketplaces: the **US, Canada and Mexico**; the **UK, Germany, France, Italy and Spain**; and **Australia**.',
      '**Sponsored Products** is supported today. Sponsored Brands & Video and Sponsored Display are coming soon.',
    ],
  },
  {
    question: 'Do I pay extra for the keyword tracker or the semantic core?',
    answer: [
      'No. The **keyword tracker** and **semantic core creation** are free, and every plan automates **unlimited ASINs**.',
      'Premium management is a separate service: you can book a call about it from this page.',
    ],
  },
];
