// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signupMessagesFor, trialDialogFor } from '../../../../test/siteCopy';
import { defaultPlan } from '../../../../shared/facts/plan';
import { reportStep } from '../../../visits/reportStep';
import { openTrialDialog } from './openTrialDialog';
import { TrialDialog } from './TrialDialog';

vi.mock('../../../visits/reportStep', () => ({ reportStep: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(reportStep).mockClear();
});

describe('trial dialog and the visit counting', () => {
  it('reports the trial_dialog step once each time it opens, after the frame that shows it', async () => {
    const text = trialDialogFor('en');
    const setup = { text, language: { locale: 'en' as const, messages: signupMessagesFor('en') } };
    render(
      <>
        <button type="button">Start</button>
        <TrialDialog text={text} planSummary={text.planSummary(defaultPlan)} />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Start' });
    const dialog = document.querySelector('dialog');
    expect(reportStep).not.toHaveBeenCalled();

    openTrialDialog(trigger, setup);
    openTrialDialog(trigger, setup);
    expect(dialog?.open).toBe(true);
    expect(reportStep).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(reportStep).toHaveBeenCalledTimes(1));
    expect(reportStep).toHaveBeenCalledWith('trial_dialog');

    dialog?.close();
    openTrialDialog(trigger, setup);
    await vi.waitFor(() => expect(reportStep).toHaveBeenCalledTimes(2));
  });
});
