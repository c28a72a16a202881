import { describe, expect, it } from 'vitest';
import { hasThirdPartyVendors } from '../../integrations/vendorSettings';
import { layoutText } from '../navigation';
import { privacyPolicy, thirdPartyParagraphs } from './privacyPolicy';

const cookiesSection = () =>
  privacyPolicy.sections.find((section) => section.id === 'cookies-and-consent');

describe('privacy policy on third-party scripts', () => {
  it('points to the "Cookie settings" link only where the footer has one (a vendor is configured)', () => {
    expect(thirdPartyParagraphs(true).join(' ')).toContain(`“${layoutText.cookieSettings}”`);
    expect(thirdPartyParagraphs(false).join(' ')).not.toContain(layoutText.cookieSettings);
    expect(thirdPartyParagraphs(false).join(' ')).not.toMatch(/footer/);
  });

  it('says what this build does', () => {
    const text = JSON.stringify(cookiesSection()?.blocks);
    expect(text.includes(layoutText.cookieSettings)).toBe(hasThirdPartyVendors());
  });
});
