import { describe, expect, it } from 'vitest';
import { readCopy, readEntries } from '../../../shared/copy/readCopy';
import { locales } from '../../../shared/language/locales';

describe.each(locales)('the %s privacy policy on third-party scripts', (locale) => {
  const policy = readEntries('legal', locale).find((document) => document.id === 'privacy-policy');
  const body = policy?.body ?? '';
  const services = policy?.data.thirdPartyServices;
  const { cookieSettings } = readCopy('navigation', locale);

  it('points to the footer\'s "Cookie settings" link only where it has one (a vendor is configured)', () => {
    expect(services?.withVendors.join(' ')).toContain(cookieSettings);
    expect(services?.withoutVendors.join(' ')).not.toContain(cookieSettings);
  });

  it('says it, as its own paragraph, in the section on cookies', () => {
    const section = body.split('\n## ').find((text) => text.includes('{thirdPartyServices}'));
    expect(section?.split('\n')[0]).toMatch(/Cookie/);
    expect(section).toContain('\n\n{thirdPartyServices}\n\n');
  });
});
