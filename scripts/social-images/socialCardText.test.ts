import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { socialImagePages } from '../../src/content/socialImages';
import { cardTextFromTitle } from './socialCardText';

describe('cardTextFromTitle', () => {
  it('drops the brand suffix and puts the topic over the claim', () => {
    expect(cardTextFromTitle('Pricing: $49 a Month | Acme', 'Acme')).toEqual({
      eyebrow: 'Pricing',
      heading: '$49 a Month',
    });
  });

  it('drops a leading brand, and keeps a title without a topic whole', () => {
    expect(cardTextFromTitle('Acme: PPC on Autopilot', 'Acme')).toEqual({
      heading: 'PPC on Autopilot',
    });
    expect(cardTextFromTitle('Privacy Policy | Acme', 'Acme')).toEqual({
      heading: 'Privacy Policy',
    });
  });

  it('treats a brand name with pattern characters literally', () => {
    expect(cardTextFromTitle('Terms | Ad+Helm (beta)', 'Ad+Helm (beta)')).toEqual({
      heading: 'Terms',
    });
  });

  it.each(socialImagePages)('keeps every word of the $slug title but the brand', (page) => {
    const { eyebrow, heading } = cardTextFromTitle(page.title, site.brandName);
    const shown = [eyebrow, heading].filter(Boolean).join(': ');
    expect(heading).not.toBe('');
    expect(shown).not.toContain(`| ${site.brandName}`);
    expect(page.title).toContain(shown);
  });
});
