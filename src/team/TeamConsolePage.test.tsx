// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamPaths, type SignupRow } from '../../shared/contracts/teamConsole';
import { filterChoices } from './filterChoices';
import {
  copy,
  funnel,
  jsonResponse,
  routeFetch,
  signup,
  signupPage,
  vitals,
} from './consoleData.testkit';
import { TeamConsolePage } from './TeamConsolePage';

// uPlot draws on a canvas jsdom does not have; the table beside the chart carries its numbers.
vi.mock('./FunnelChart', () => ({ FunnelChart: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const noContent = () => new Response(null, { status: 204 });

/** A signed-in console whose API answers from the given signups. */
function signedIn(rows: () => SignupRow[]) {
  return routeFetch((url) => {
    switch (url.pathname) {
      case teamPaths.api.me:
        return jsonResponse({ email: 'team@adhelm.com' });
      case teamPaths.api.signups:
        return jsonResponse(signupPage(rows()));
      case teamPaths.api.funnel:
        return jsonResponse(funnel);
      case teamPaths.api.vitals:
        return jsonResponse(vitals);
      case teamPaths.api.retryDelivery('d1'):
      case teamPaths.api.signOut:
        return noContent();
    }
  });
}

function show(address = '/team') {
  window.history.replaceState(null, '', address);
  render(<TeamConsolePage copy={copy} choices={filterChoices()} />);
  return userEvent.setup();
}

describe('the team console page', () => {
  it('gives any address the same neutral answer without a session', async () => {
    const calls = routeFetch((url) =>
      url.pathname === teamPaths.api.me
        ? jsonResponse({ errors: [{ message: 'Sign in first.' }] }, 401)
        : jsonResponse({ sent: true }, 202),
    );
    const user = show();
    await user.type(await screen.findByLabelText(copy.requestLink.emailLabel), 'x@example.com');
    await user.click(screen.getByRole('button', { name: copy.requestLink.submit }));

    expect(await screen.findByText(/a sign-in link is on its way/)).toHaveTextContent(
      'It works once, for 15 minutes.',
    );
    const request = calls.find(({ url }) => url.pathname === teamPaths.api.requestLink);
    expect(request?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(request?.init.body))).toEqual({ email: 'x@example.com' });
  });

  it('shows signups, the funnel and the vitals with a session', async () => {
    signedIn(() => [signup()]);
    show();
    const table = within(await screen.findByRole('region', { name: copy.signups.tableLabel }));
    expect(await table.findByRole('rowheader', { name: 'ana@example.com' })).toBeVisible();
    expect(table.getByText('Mar 15, 2025, 2:05 PM UTC')).toBeVisible();
    expect(table.getByText('Failed')).toBeVisible();
    expect(table.getByText('Delivered')).toBeVisible();

    const steps = within(await screen.findByRole('region', { name: copy.funnel.tableLabel }));
    const pricing = steps.getByRole('row', { name: /Saw pricing/ });
    expect(pricing).toHaveTextContent('100');
    expect(pricing).toHaveTextContent('50%');
    expect(steps.getByRole('row', { name: /Opened the trial dialog/ })).toHaveTextContent(
      '40' + '20%' + '40%',
    );

    const vitalsTable = within(screen.getByRole('region', { name: copy.vitals.tableLabel }));
    const row = vitalsTable.getByRole('row', { name: /\/pricing/ });
    expect(row).toHaveTextContent('1.83 s ● Good');
    expect(row).toHaveTextContent('320 ms ▲ Needs improvement');
    expect(row).toHaveTextContent('0.30 ■ Poor');
  });

  it('retries a failed delivery and shows the signup as it now stands', async () => {
    let retried = false;
    const pending = signup().deliveries.map((delivery) => ({
      ...delivery,
      state: 'pending' as const,
    }));
    const calls = signedIn(() => [signup(retried ? { deliveries: pending } : {})]);
    const user = show();
    const retry = await screen.findByRole('button', {
      name: 'Retry the welcome e-mail for ana@example.com',
    });
    retried = true;
    await user.click(retry);

    expect(await screen.findAllByText('Pending')).toHaveLength(2);
    const post = calls.find(({ url }) => url.pathname === teamPaths.api.retryDelivery('d1'));
    expect(post?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('keeps the filters in the address and sends them to each API and the CSV', async () => {
    const calls = signedIn(() => [signup()]);
    const user = show('/team?source=news');
    await screen.findByRole('rowheader', { name: 'ana@example.com' });
    expect(screen.getByLabelText(copy.filters.source)).toHaveValue('news');

    await user.selectOptions(screen.getByLabelText(copy.filters.state), 'completed');
    await user.type(screen.getByLabelText(copy.filters.path), '/pricing');
    await user.click(screen.getByRole('button', { name: copy.filters.apply }));

    expect(window.location.search).toBe('?source=news&state=completed&path=%2Fpricing');
    expect(screen.getByRole('link', { name: copy.signups.downloadCsv })).toHaveAttribute(
      'href',
      `${teamPaths.signupsCsv}?source=news&state=completed`,
    );
    await screen.findByRole('rowheader', { name: 'ana@example.com' });
    const last = (path: string) => calls.findLast(({ url }) => url.pathname === path)?.url.search;
    expect(last(teamPaths.api.signups)).toBe('?source=news&state=completed&page=1');
    expect(last(teamPaths.api.funnel)).toBe('?source=news&path=%2Fpricing');
    expect(last(teamPaths.api.vitals)).toBe('');
  });

  it('signs out, and goes back to the sign-in form when the session ends', async () => {
    const calls = signedIn(() => [signup()]);
    const user = show();
    await user.click(await screen.findByRole('button', { name: copy.console.signOut }));
    expect(await screen.findByLabelText(copy.requestLink.emailLabel)).toBeVisible();
    expect(calls.some(({ url }) => url.pathname === teamPaths.api.signOut)).toBe(true);
  });
});
