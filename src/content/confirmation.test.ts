import { describe, expect, it } from 'vitest';
import { offer } from '../facts/offer';
import { confirmationCopySchema } from './confirmation/confirmationCopy';
import { copyValues } from './copyValues';
import { fillCopy } from './fillTemplate';
import { routeMeta } from '../routes';
import { readContentFile } from './readContentFile';

const copy = fillCopy(readContentFile('confirmation/en.yaml', confirmationCopySchema), copyValues);

describe('confirmation content', () => {
  it('confirms the payment and says the credentials arrive by e-mail within minutes', () => {
    expect(copy.heading).toBe('Payment Successful!');
    expect(copy.credentials).toMatch(/login credentials .* e-mail .* within minutes/);
  });

  it('says plainly that nothing was charged today and that the first charge follows the trial unless cancelled', () => {
    expect(copy.billing).toMatch(/^Nothing was charged today\./);
    expect(copy.billing).toContain(`after your ${offer.trialDays}-day free trial ends`);
    expect(copy.billing).toMatch(/unless you cancel/);
    expect(`${copy.heading} ${copy.lead}`).not.toMatch(/subscription is confirmed/i);
  });

  it('has a wording with and without a chat', () => {
    expect(copy.chatHelp).toMatch(/chat/);
    expect(copy.emailOnlyHelp).not.toMatch(/chat/);
  });

  it('is kept out of search engines', () => {
    expect(routeMeta('/confirmation').indexable).toBe(false);
  });
});
