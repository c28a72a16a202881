// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamPaths } from '../../shared/contracts/teamConsole';
import { jsonResponse, stubFetch } from '../../test/stubFetch';
import { copy } from './consoleData.testkit';
import { SignInPage } from './SignInPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function open(address: string) {
  window.history.replaceState(null, '', address);
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, hash: window.location.hash });
  render(<SignInPage copy={copy.signIn} />);
  return { user: userEvent.setup(), assign };
}

describe('the sign-in page', () => {
  it('spends the token only when the button is pressed, then opens the console', async () => {
    const calls = stubFetch(new Response(null, { status: 204 }));
    const { user, assign } = open('/team/sign-in#token=abc123');
    expect(calls).toHaveLength(0);
    expect(window.history.state).toBeNull();

    await user.click(screen.getByRole('button', { name: copy.signIn.button }));

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(teamPaths.api.session);
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ token: 'abc123' });
    expect(assign).toHaveBeenCalledWith(teamPaths.console);
  });

  it('takes the token out of the address as it reads it', () => {
    stubFetch();
    window.history.replaceState(null, '', '/team/sign-in?x=1#token=abc123');
    render(<SignInPage copy={copy.signIn} />);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/team/sign-in?x=1');
  });

  it('says a spent link is spent and links back to ask for a new one', async () => {
    stubFetch(jsonResponse({ errors: [{ message: 'Invalid token' }] }, 401));
    const { user, assign } = open('/team/sign-in#token=used');
    await user.click(screen.getByRole('button', { name: copy.signIn.button }));

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.signIn.spent);
    expect(screen.getByRole('link', { name: copy.signIn.askAgain })).toHaveAttribute(
      'href',
      teamPaths.console,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers no button without a token', () => {
    stubFetch();
    open('/team/sign-in');
    expect(screen.getByRole('alert')).toHaveTextContent(copy.signIn.noToken);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
