// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepEvent, visitPageOf } from './visitPage';

const at = (href: string) => ({ href, pathname: new URL(href).pathname });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('visit page', () => {
  it('takes the path without its query and the language of <html lang>', () => {
    expect(
      visitPageOf(at('https://adhelm.test/de/pricing?utm_source=x#faq'), { lang: 'de' }),
    ).toEqual({
      href: 'https://adhelm.test/de/pricing?utm_source=x#faq',
      path: '/de/pricing',
      locale: 'de',
    });
    expect(visitPageOf(at('https://adhelm.test/'), { lang: 'fr-FR' }).locale).toBe('fr');
  });

  it('falls back to English for a language the site does not have', () => {
    expect(visitPageOf(at('https://adhelm.test/'), { lang: 'pt' }).locale).toBe('en');
    expect(visitPageOf(at('https://adhelm.test/'), { lang: '' }).locale).toBe('en');
  });

  it('cuts a path to the 300 characters the server accepts', () => {
    const page = visitPageOf(at(`https://adhelm.test/${'a'.repeat(400)}`), { lang: 'en' });
    expect(page.path).toHaveLength(300);
  });

  it('makes a step event of the page, with the class of the viewport at that moment', () => {
    const page = visitPageOf(at('https://adhelm.test/it/pricing'), { lang: 'it' });
    vi.stubGlobal('innerWidth', 800);
    expect(stepEvent('trial_dialog', page)).toEqual({
      type: 'step',
      step: 'trial_dialog',
      path: '/it/pricing',
      locale: 'it',
      device: 'tablet',
    });
    vi.stubGlobal('innerWidth', 375);
    expect(stepEvent('trial_dialog', page).device).toBe('phone');
  });
});
