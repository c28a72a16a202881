import { cleanup, act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VendorConfig } from '../vendorConfig';

vi.mock('../vendorSettings', () => ({ consentVendors: ['intercom', 'rewardful'] }));

const vendors: VendorConfig = {
  chat: { provider: 'intercom', appId: 'app', scriptUrl: 'http://vendor.test/i.js' },
  referral: { provider: 'rewardful', apiKey: 'key', scriptUrl: 'http://vendor.test/r.js' },
};

async function renderBanner() {
  vi.resetModules();
  const store = await import('./consentStore');
  const { ConsentBanner } = await import('./ConsentBanner');
  render(
    <>
      <button type="button">Cookie settings</button>
      <ConsentBanner vendors={vendors} />
    </>,
  );
  return store;
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('ConsentBanner', () => {
  it('asks on the first visit with Accept and Reject alike, without taking focus', async () => {
    await renderBanner();
    const region = screen.getByRole('region', { name: 'Cookies and outside services' });
    expect(region).toHaveTextContent(
      'live chat by Intercom and affiliate referral tracking by Rewardful',
    );
    const accept = screen.getByRole('button', { name: 'Accept' });
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect(accept.className).toBe(reject.className);
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('remembers Reject and closes', async () => {
    const store = await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(store.getConsentState().choice).toBe('rejected');
  });

  it('when reopened, takes focus, explains the chat, closes on Escape and gives focus back', async () => {
    const store = await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    opener.focus();
    act(() => store.openConsentBanner('chat'));
    const region = screen.getByRole('region');
    expect(region).toHaveFocus();
    expect(region).toHaveTextContent(
      'The chat is run by Intercom, so it opens only once you accept.',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(opener).toHaveFocus();
    expect(store.getConsentState().choice).toBe('accepted');
  });
});
