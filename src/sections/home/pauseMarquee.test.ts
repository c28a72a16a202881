// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readCopy } from '../../../shared/copy/readCopy';
import { locales } from '../../../shared/language/locales';
import { PartnerMarquee } from './PartnerMarquee';
import { enhancePartnerMarquee } from './pauseMarquee';

describe.each(locales)('enhancePartnerMarquee in %s', (locale) => {
  it('pauses and resumes the logo scroll, naming the button for what it will do', () => {
    const { partners, claimsBand } = readCopy('home', locale);
    expect(partners.pause).not.toBe(partners.play);
    document.body.innerHTML = renderToStaticMarkup(
      createElement(PartnerMarquee, { partners, claimsBand }),
    );
    const section = document.querySelector<HTMLElement>('section');
    if (!section) throw new Error('No section');
    enhancePartnerMarquee(section);
    const button = section.querySelector('button');
    const marquee = section.querySelector('.marquee');
    expect(button).toHaveAttribute('aria-label', partners.pause);
    button?.click();
    expect(marquee).toHaveAttribute('data-paused', 'true');
    expect(button).toHaveAttribute('aria-label', partners.play);
    button?.click();
    expect(marquee).toHaveAttribute('data-paused', 'false');
    expect(button).toHaveAttribute('aria-label', partners.pause);
  });
});
