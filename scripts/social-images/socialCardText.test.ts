import { describe, expect, it } from 'vitest';
import { site } from '../../shared/facts/brand';
import { socialImagePages } from '../../src/seo/socialImages';
import { cardTextFromTitle } from './socialCardText';

/** A title punctuated as English does it: French's space before a colon goes. */
const withEnglishColons = (title: string) => title.replace(/\s:/g, ':');

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

  it('reads French titles, with a space before the colon, the same way', () => {
    expect(cardTextFromTitle('Acme\u00a0: l’automatisation PPC', 'Acme')).toEqual({
      heading: 'l’automatisation PPC',
    });
    expect(cardTextFromTitle('Tarifs\u00a0: 49 $ par mois | Acme', 'Acme')).toEqual({
      eyebrow: 'Tarifs',
      heading: '49 $ par mois',
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
    expect(eyebrow).not.toBe(site.brandName);
    expect(shown).not.toContain(`| ${site.brandName}`);
    expect(withEnglishColons(page.title)).toContain(shown);
  });
});
