import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { partners } from '../../content/home';
import { PartnerMarquee } from './PartnerMarquee';
import { enhancePartnerMarquee } from './pauseMarquee';

describe('enhancePartnerMarquee', () => {
  it('pauses and resumes the logo scroll, naming the button for what it will do', () => {
    document.body.innerHTML = renderToStaticMarkup(createElement(PartnerMarquee));
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
