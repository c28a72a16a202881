// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCopy } from '../../../shared/copy/readCopy';
import { consentFor } from '../../../test/siteCopy';
import { locales, type Locale } from '../../../shared/language/locales';
import { failLoading, removeVendorScripts, scriptElement } from '../../../test/vendorScripts';
import type { ChatVendor } from '../../../config/vendors';

vi.mock('../vendorSettings', () => ({ consentVendors: ['intercom'] }));

const scriptUrl = 'http://vendor.test/launcher-intercom.js';
const vendor: ChatVendor = { provider: 'intercom', appId: 'app', scriptUrl };

async function renderLauncher(locale: Locale) {
  vi.resetModules();
  const store = await import('../consent/consentStore');
  const { ChatLauncher } = await import('./ChatLauncher');
  render(<ChatLauncher vendor={vendor} locale={locale} copy={readCopy('consent', locale)} />);
  return store;
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);
afterEach(() => {
  removeVendorScripts();
  delete (window as Window & { Intercom?: unknown }).Intercom;
});

// The first test pays for loading lucide-react's icon set.
describe.each(locales)('ChatLauncher in %s', { timeout: 20_000 }, (locale) => {
  const text = consentFor(locale).chatLauncher;

  it('without consent opens the consent banner for the chat and loads nothing', async () => {
    const store = await renderLauncher(locale);
    store.decideConsent('rejected');
    const launcher = screen.getByRole('button', { name: text.open });
    await userEvent.hover(launcher);
    await userEvent.click(launcher);
    expect(store.getConsentState()).toMatchObject({ bannerOpen: true, bannerReason: 'chat' });
    expect(scriptElement(scriptUrl)).toBeNull();
  });

  it('with consent loads the chat on first interaction, and offers e-mail if it cannot load', async () => {
    const store = await renderLauncher(locale);
    store.decideConsent('accepted');
    await userEvent.hover(screen.getByRole('button', { name: text.open }));
    await vi.waitFor(() => expect(scriptElement(scriptUrl)).not.toBeNull());
    expect(screen.getByRole('button', { name: text.opening })).toHaveAttribute('aria-busy', 'true');
    failLoading(scriptUrl);
    const fallback = await screen.findByRole('link', { name: text.unavailable });
    expect(fallback.getAttribute('href')).toMatch(/^mailto:/);
  });
});

describe('ChatLauncher in English', { timeout: 20_000 }, () => {
  it('says "Open live chat", then "Opening live chat…", then that it is unavailable', async () => {
    const store = await renderLauncher('en');
    store.decideConsent('accepted');
    await userEvent.hover(screen.getByRole('button', { name: 'Open live chat' }));
    await vi.waitFor(() => expect(scriptElement(scriptUrl)).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Opening live chat…' })).toBeVisible();
    failLoading(scriptUrl);
    expect(await screen.findByRole('link', { name: /Live chat is unavailable/ })).toBeVisible();
  });
});
