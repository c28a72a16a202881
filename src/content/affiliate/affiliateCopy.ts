import { z } from 'zod';

const text = z.string().trim().min(1);
const heading = z.object({ eyebrow: text, heading: text });

/** The affiliate page (affiliate/<language>.json); `{commissionRate}` is the offer's rate. */
export const affiliateCopySchema = z.object({
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

export type AffiliateCopy = z.infer<typeof affiliateCopySchema>;
export type AffiliateBenefitIcon = AffiliateCopy['benefits']['items'][number]['icon'];
