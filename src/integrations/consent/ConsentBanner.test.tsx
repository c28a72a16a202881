// @vitest-environment jsdom
import { cleanup, act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentFor } from '../../../test/siteCopy';
import { localisedPath, locales, type Locale } from '../../../shared/language/locales';
import type { VendorConfig } from '../../../config/vendors';
import { asRead } from '../../../test/shownText';

vi.mock('../vendorSettings', () => ({ consentVendors: ['intercom', 'rewardful'] }));

const vendors: VendorConfig = {
  chat: { provider: 'intercom', appId: 'app', scriptUrl: 'http://vendor.test/i.js' },
  referral: { provider: 'rewardful', apiKey: 'key', scriptUrl: 'http://vendor.test/r.js' },
};

async function renderBanner(locale: Locale) {
  vi.resetModules();
  const store = await import('./consentStore');
  const { ConsentBanner } = await import('./ConsentBanner');
  render(
    <>
      <button type="button">Cookie settings</button>
      <ConsentBanner vendors={vendors} text={consentFor(locale).banner} />
    </>,
  );
  return store;
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe.each(locales)('ConsentBanner in %s', (locale) => {
  const text = consentFor(locale).banner;

  it('asks on the first visit with Accept and Reject alike, without taking focus', async () => {
    await renderBanner(locale);
    const region = screen.getByRole('region', { name: text.heading });
    expect(region).toHaveTextContent(
      asRead(text.intro([text.purposes.chat('Intercom'), text.purposes.referral('Rewardful')])),
    );
    const accept = screen.getByRole('button', { name: text.accept });
    const reject = screen.getByRole('button', { name: text.reject });
    expect(accept.className).toBe(reject.className);
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('link', { name: text.privacyLink.label })).toHaveAttribute(
      'href',
      localisedPath(locale, '/privacy-policy'),
    );
  });

  it('remembers Reject and closes', async () => {
    const store = await renderBanner(locale);
    await userEvent.click(screen.getByRole('button', { name: text.reject }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(store.getConsentState().choice).toBe('rejected');
  });

  it('when reopened, takes focus, explains the chat, closes on Escape and gives focus back', async () => {
    const store = await renderBanner(locale);
    await userEvent.click(screen.getByRole('button', { name: text.accept }));
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    opener.focus();
    act(() => store.openConsentBanner('chat'));
    const region = screen.getByRole('region');
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent(asRead(text.chatNeedsConsent('Intercom')));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(opener).toHaveFocus();
    expect(store.getConsentState().choice).toBe('accepted');
  });
});

describe('ConsentBanner in English', () => {
  it('names each service and what it does, and why the chat waits for consent', async () => {
    const store = await renderBanner('en');
    const region = screen.getByRole('region', { name: 'Cookies and outside services' });
    expect(region).toHaveTextContent(
      'live chat by Intercom and affiliate referral tracking by Rewardful',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    act(() => store.openConsentBanner('chat'));
    expect(screen.getByRole('region')).toHaveTextContent(
      'The chat is run by Intercom, so it opens only once you accept.',
    );
  });
});
