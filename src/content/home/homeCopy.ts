import { z } from 'zod';

const text = z.string().trim().min(1);
const heading = z.object({ eyebrow: text, heading: text });

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
 * picture's own numbers (src/content/home.ts fills `{firstAcos}`, `{promoted}`…).
 */
export const homeCopySchema = z.object({
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
    /** Each partner logo's name, its alternative text; the files are public/images/partners/<id>.svg. */
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
export type IconName = (typeof iconNames)[number];
export type Card = z.infer<typeof card>;
