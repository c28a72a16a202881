import { describe, expect, it } from 'vitest';
import { readCopy, readEntries } from '../../../shared/copy/readCopy';

const policy = readEntries('legal', 'en').find((document) => document.id === 'privacy-policy');
const body = policy?.body ?? '';
const services = policy?.data.thirdPartyServices;
// The policy is published in English only, so it names the English footer's link.
const layoutText = readCopy('navigation', 'en');

describe('privacy policy on third-party scripts', () => {
  it('points to the "Cookie settings" link only where the footer has one (a vendor is configured)', () => {
    expect(services?.withVendors.join(' ')).toContain(`“${layoutText.cookieSettings}”`);
    expect(services?.withoutVendors.join(' ')).not.toContain(layoutText.cookieSettings);
    expect(services?.withoutVendors.join(' ')).not.toMatch(/footer/);
  });

  it('says it, as its own paragraph, in the section on cookies', () => {
    const cookies = body.slice(
      body.indexOf('Cookies'),
      body.indexOf('\n## ', body.indexOf('Cookies')),
    );
    expect(cookies).toContain('\n\n{thirdPartyServices}\n\n');
  });
});
