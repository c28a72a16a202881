import { site } from '../shared/facts/brand';

/**
 * The site's mark and name as one picture, for the editor's sign-in page (Decap's `logo`): writers
 * sign in to their own site's editor, not to a product of its own.
 */
export function brandWordmark(markSvg: string): string {
  const mark = markSvg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<svg\b[^>]*>/, '<svg x="0" y="4" width="64" height="64" viewBox="0 0 64 64">');
  const name = site.brandName.replace(/[<&>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  // At most about 0.75 em a letter in a bold sans-serif: the picture is about as wide as the name, so it centres.
  const width = Math.ceil(80 + site.brandName.length * 36 * 0.75);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 72" width="${width}" height="72" role="img" aria-label="${name}">
${mark}
<text x="80" y="50" font-family="Inter, system-ui, sans-serif" font-size="36" font-weight="700" fill="#0F172A">${name}</text>
</svg>
`;
}
