/** What a card says: an optional eyebrow over the heading, and an optional line under it. */
export interface SocialCardText {
  eyebrow?: string;
  heading: string;
  subtitle?: string;
}

/**
 * Turns a page title into card text. The brand is already drawn on the card, so " | Brand" and
 * "Brand: " go; a title of the form "Topic: claim" becomes the eyebrow "Topic" over the heading
 * "claim", so the claim gets the large type.
 */
export function cardTextFromTitle(title: string, brandName: string): SocialCardText {
  const withoutBrand = title
    .replace(new RegExp(`\\s+\\|\\s+${escapeRegExp(brandName)}$`), '')
    .replace(new RegExp(`^${escapeRegExp(brandName)}:\\s+`), '')
    .trim();
  const colon = withoutBrand.indexOf(': ');
  if (colon === -1) return { heading: withoutBrand };
  return {
    eyebrow: withoutBrand.slice(0, colon).trim(),
    heading: withoutBrand.slice(colon + 2).trim(),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
