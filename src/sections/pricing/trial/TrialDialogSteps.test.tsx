// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signupMessagesFor, trialDialogFor } from '../../../../test/siteCopy';
import { reportStep } from '../../../visits/reportStep';
import { TrialDialog } from './TrialDialog';

vi.mock('../../../visits/reportStep', () => ({ reportStep: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(reportStep).mockClear();
});

const dialogAt = (open: boolean) => (
  <TrialDialog
    open={open}
    onOpenChange={() => {}}
    returnFocus={() => {}}
    text={trialDialogFor('en')}
    language={{ locale: 'en', messages: signupMessagesFor('en') }}
  />
);

describe('trial dialog and the visit counting', () => {
  it('reports the trial_dialog step once each time it opens', () => {
    const { rerender } = render(dialogAt(false));
    expect(reportStep).not.toHaveBeenCalled();

    rerender(dialogAt(true));
    rerender(dialogAt(true));
    expect(reportStep).toHaveBeenCalledTimes(1);
    expect(reportStep).toHaveBeenCalledWith('trial_dialog');

    rerender(dialogAt(false));
    rerender(dialogAt(true));
    expect(reportStep).toHaveBeenCalledTimes(2);
  });
});
