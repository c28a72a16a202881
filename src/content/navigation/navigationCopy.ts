import { z } from 'zod';

const text = z.string().trim().min(1);
const navLink = z.object({
  label: text,
  href: z.string().regex(/^(\/|\{\w+\}$)/, 'a site path or a {setting} placeholder'),
  external: z.boolean().optional(),
});

/** The header, footer and call-to-action labels every page shows (src/content/navigation/<language>.json). */
export const navigationCopySchema = z.object({
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
