/** What a card says: an optional eyebrow over the heading, and an optional line under it. */
export interface SocialCardText {
  eyebrow?: string;
  heading: string;
  subtitle?: string;
}

/**
 * Turns a page title into card text. The brand is already drawn on the card, so " | Brand" and
 * "Brand: " go; a title of the form "Topic: claim" becomes the eyebrow "Topic" over the heading
 * "claim", so the claim gets the large type. French writes "Brand : " and "Topic : claim", with a
 * (no-break) space before the colon.
 */
export function cardTextFromTitle(title: string, brandName: string): SocialCardText {
  const withoutBrand = title
    .replace(new RegExp(`\\s+\\|\\s+${escapeRegExp(brandName)}$`), '')
    .replace(new RegExp(`^${escapeRegExp(brandName)}\\s?:\\s+`), '')
    .trim();
  const colon = /\s?:\s+/.exec(withoutBrand);
  if (!colon) return { heading: withoutBrand };
  return {
    eyebrow: withoutBrand.slice(0, colon.index).trim(),
    heading: withoutBrand.slice(colon.index + colon[0].length).trim(),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
