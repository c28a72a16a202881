import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { trialDialogText } from '../../../content/trialDialog';
import { requestTrialDialog } from '../../../signup/trialRequest';
import { TrialDialogHost } from './TrialDialogHost';

afterEach(cleanup);

describe('TrialDialogHost', () => {
  it('opens the dialog when a plain-HTML trial link is clicked, instead of following it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="/pricing" data-trial-request="">
          Try it
        </a>
        <TrialDialogHost />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Try it' }));
    expect(await screen.findByRole('dialog', { name: trialDialogText.title })).toBeVisible();
    expect(window.location.pathname).toBe('/');
  });

  it('answers trial requests while mounted, and only then', () => {
    const { unmount } = render(<TrialDialogHost />);
    expect(requestTrialDialog()).toBe(true);
    unmount();
    expect(requestTrialDialog()).toBe(false);
  });
});
