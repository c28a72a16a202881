import { describe, expect, it } from 'vitest';
import { confirmation } from './confirmation';
import { pageTitles } from './pageTitles';
import { site } from './site';

describe('confirmation content', () => {
  it('confirms the payment and says the credentials arrive by e-mail within minutes', () => {
    expect(confirmation.heading).toBe('Payment Successful!');
    expect(confirmation.credentials).toMatch(/login credentials .* e-mail .* within minutes/);
  });

  it('links to the support e-mail and has a wording with and without a chat', () => {
    expect(confirmation.supportEmailHref).toBe(`mailto:${site.supportEmail}`);
    expect(confirmation.chatHelp).toMatch(/chat/);
    expect(confirmation.emailOnlyHelp).not.toMatch(/chat/);
  });

  it('is kept out of search engines', () => {
    expect(pageTitles.confirmation.indexable).toBe(false);
  });
});
