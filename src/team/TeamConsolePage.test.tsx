// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamPaths, type SignupRow } from '../../shared/contracts/teamConsole';
import { readCopy } from '../../shared/copy/readCopy';
import {
  copy,
  jsonResponse,
  platformEvent,
  routeFetch,
  signup,
  signupPage,
  welcomeEmail,
} from './consoleData.testkit';
import { filterChoices } from './filterChoices';
import { outcomesFixture, reportFixture } from './reportFixture.testkit';
import { TeamConsolePage } from './TeamConsolePage';

const levelNames = Object.fromEntries(
  Object.entries(readCopy('pricingCalculator', 'en').levels).map(([id, { name }]) => [id, name]),
);

beforeEach(() => {
  // Only the clock is fake: "today" is 30 November 2026 (UTC), timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T15:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const noContent = () => new Response(null, { status: 204 });

/** A signed-in console whose API answers from the given signups and the report fixture. */
function signedIn(rows: () => SignupRow[] = () => [signup()]) {
  return routeFetch((url) => {
    switch (url.pathname) {
      case teamPaths.api.me:
        return jsonResponse({ email: 'team@adhelm.com' });
      case teamPaths.api.signups:
        return jsonResponse(signupPage(rows()));
      case teamPaths.api.outcomes:
        return jsonResponse(outcomesFixture());
      case teamPaths.api.report: {
        const from = url.searchParams.get('from') ?? '';
        const to = url.searchParams.get('to') ?? '';
        return jsonResponse(reportFixture({ from, to }));
      }
      case teamPaths.api.retryDelivery('d1'):
      case teamPaths.api.signOut:
        return noContent();
    }
  });
}

function show(address = '/team') {
  window.history.replaceState(null, '', address);
  render(<TeamConsolePage copy={copy} choices={filterChoices(levelNames)} />);
  return userEvent.setup({ delay: null });
}

const requestsTo = (calls: ReturnType<typeof signedIn>, path: string) =>
  calls.filter(({ url }) => url.pathname === path).map(({ url }) => url.search);

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

  it('states the period in words and compares the totals with the period before', async () => {
    const calls = signedIn();
    show('/team?period=30d');
    expect(await screen.findByText('1–30 November 2026, compared with 2–31 October')).toBeVisible();
    // The words come from the address at once; the request follows the render that shows them.
    await vi.waitFor(() =>
      expect(requestsTo(calls, teamPaths.api.report)).toEqual(['?from=2026-11-01&to=2026-11-30']),
    );

    const report = reportFixture({ from: '2026-11-01', to: '2026-11-30' });
    const totals = within(await screen.findByRole('region', { name: copy.totals.heading }));
    const visitors = report.totals.visitors;
    expect(totals.getByText(visitors.current.toLocaleString('en-GB'))).toBeVisible();
    expect(
      totals.getByText(
        `Up 14.9% on the previous period (${visitors.previous.toLocaleString('en-GB')})`,
        { exact: false },
      ),
    ).toBeVisible();
    expect(totals.getByText(/^Down .* on the previous period/)).toBeVisible();
    expect(totals.getByText(copy.totals.same)).toBeVisible();
    expect(totals.getByText(copy.totals.visitorsMeaning)).toBeVisible();
  });

  it('shows visitors and trials per day as charts with words and a table of every day', async () => {
    signedIn();
    const user = show('/team?period=30d');
    const daily = within(await screen.findByRole('region', { name: copy.daily.heading }));
    const chart = daily.getByRole('img', { name: /^Visitors per day, 1–30 November 2026\./ });
    expect(chart).toHaveAccessibleName(/Visitors: [\d,]+ in all, \d+ on the busiest day\./);
    expect(daily.getAllByText(copy.daily.visitorsAxis).length).toBeGreaterThan(0);

    await user.click(daily.getByText(copy.daily.showTable));
    const table = within(daily.getByRole('table', { name: copy.daily.tableLabel }));
    expect(table.getAllByRole('row')).toHaveLength(31);
    expect(table.getByRole('rowheader', { name: 'Mon, 30 Nov 2026' })).toBeVisible();
  }, 15_000);

  it('names the funnel’s steps, says how many went on, and breaks it down by source', async () => {
    signedIn();
    show('/team?period=30d');
    const funnel = within(await screen.findByRole('list', { name: copy.funnel.chartLabel }));
    const steps = funnel.getAllByRole('listitem');
    const names = Object.values(copy.funnel.steps);
    expect(steps).toHaveLength(5);
    steps.forEach((step, index) => expect(step).toHaveTextContent(names[index] ?? ''));
    expect(steps[1]).toHaveTextContent(/↓ [\d.]+% of them went on/);

    const bySource = within(screen.getByRole('table', { name: copy.funnel.bySourceHeading }));
    expect(bySource.getByRole('row', { name: /^google Paid black-friday-2026/ })).toHaveTextContent(
      'google' +
        'Paid' +
        'black-friday-2026' +
        '812' +
        '402' +
        '151' +
        '64' +
        '38' +
        '46.1%' +
        '4.7%',
    );
    expect(bySource.getByRole('row', { name: /^Bing Search/ })).toHaveTextContent(
      'Bing' + 'Search' + copy.funnel.untagged,
    );
    expect(bySource.getByRole('rowheader', { name: 'Direct' })).toBeVisible();
    expect(bySource.getByRole('rowheader', { name: copy.funnel.other })).toBeVisible();
    const byChannel = within(screen.getByRole('table', { name: copy.funnel.byChannelHeading }));
    expect(byChannel.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      ['paid', 'direct', 'email', 'social', 'referral', 'search'].map(
        (channel) => copy.channels[channel as keyof typeof copy.channels],
      ),
    );
  });

  it('lists landing pages, pages, referring domains, devices and languages by name', async () => {
    signedIn();
    show('/team?period=30d');
    const audience = within(await screen.findByRole('region', { name: copy.audience.heading }));
    const list = (name: string) => within(audience.getByRole('table', { name }));
    expect(
      list(copy.audience.landingPages.heading).getByRole('rowheader', { name: '/' }),
    ).toBeVisible();
    expect(
      list(copy.audience.referrers.heading).getByRole('rowheader', { name: 'google.com' }),
    ).toBeVisible();
    expect(
      list(copy.audience.referrers.heading).getByRole('rowheader', { name: copy.audience.other }),
    ).toBeVisible();
    expect(
      list(copy.audience.devices.heading).getByRole('rowheader', { name: 'Phone' }),
    ).toBeVisible();
    expect(
      list(copy.audience.languages.heading).getByRole('rowheader', { name: 'German' }),
    ).toBeVisible();
    // Landing pages that work: of /affiliate's 170 visitors, 74% saw no other page.
    expect(
      list(copy.audience.landingPages.heading).getByRole('row', { name: /^\/affiliate/ }),
    ).toHaveTextContent('/affiliate' + '170' + '74.1%' + '8.2%' + '1');
    // Countries: the nine marketplaces first, by name, then the others; the unknown last.
    const countries = list(copy.audience.countries.heading)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(countries.slice(0, 3)).toEqual(['United States', 'Germany', 'United Kingdom']);
    expect(countries.slice(9)).toEqual(['India', 'Netherlands', copy.audience.other, 'Not known']);

    const vitals = within(screen.getByRole('region', { name: copy.vitals.tableLabel }));
    const row = vitals.getByRole('row', { name: /^\/pricing/ });
    expect(row).toHaveTextContent('2.71 s ▲ Needs improvement');
    expect(row).toHaveTextContent('240 ms ▲ Needs improvement');
    expect(vitals.getByRole('row', { name: /handcraft/ })).toHaveTextContent('0.27 ■ Poor');
    expect(screen.getByText(/^12 beacons were refused since the server started\./)).toBeVisible();
  });

  it('asks for the report once per change of period, and keeps the period in the address', async () => {
    const calls = signedIn();
    const user = show();
    expect(
      await screen.findByText('24–30 November 2026, compared with 17–23 November'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: copy.period.presets['7d'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: copy.period.presets.month }));
    expect(window.location.search).toBe('?period=month');
    expect(await screen.findByText('1–30 November 2026, compared with 2–31 October')).toBeVisible();

    await user.click(screen.getByRole('button', { name: copy.period.presets.today }));
    expect(await screen.findByText('30 November 2026, compared with 29 November')).toBeVisible();
    expect(requestsTo(calls, teamPaths.api.report)).toEqual([
      '?from=2026-11-24&to=2026-11-30',
      '?from=2026-11-01&to=2026-11-30',
      '?from=2026-11-30&to=2026-11-30',
    ]);
  });

  it('takes a custom range of days, and says why it refuses one', async () => {
    const calls = signedIn();
    const user = show();
    await screen.findByRole('region', { name: copy.totals.heading });
    const from = screen.getByLabelText(copy.period.from);
    const to = screen.getByLabelText(copy.period.to);

    await user.clear(from);
    await user.type(from, '2026-11-10');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: copy.filters.apply }));
    expect(screen.getByRole('alert')).toHaveTextContent(copy.period.problems.periodBackwards);
    expect(requestsTo(calls, teamPaths.api.report)).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '2026-11-12');
    await user.click(screen.getByRole('button', { name: copy.filters.apply }));
    expect(window.location.search).toBe('?from=2026-11-10&to=2026-11-12');
    expect(
      await screen.findByText('10–12 November 2026, compared with 7–9 November'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: copy.period.presets['7d'] })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }, 15_000);

  it('sends the filters to the report, the signups and the CSV, each only its own', async () => {
    const calls = signedIn();
    const user = show('/team?source=news');
    await screen.findByRole('rowheader', { name: 'ana@example.com' });
    expect(screen.getByLabelText(copy.filters.source)).toHaveValue('news');

    await user.selectOptions(screen.getByLabelText(copy.filters.state), 'completed');
    await user.type(screen.getByLabelText(copy.filters.path), '/pricing');
    await user.click(screen.getByRole('button', { name: copy.filters.apply }));

    expect(window.location.search).toBe('?source=news&path=%2Fpricing&state=completed');
    expect(screen.getByRole('link', { name: copy.signups.downloadCsv })).toHaveAttribute(
      'href',
      `${teamPaths.signupsCsv}?from=2026-11-24&to=2026-11-30&source=news&state=completed`,
    );
    await screen.findByRole('rowheader', { name: 'ana@example.com' });
    expect(requestsTo(calls, teamPaths.api.signups).at(-1)).toBe(
      '?from=2026-11-24&to=2026-11-30&source=news&state=completed&page=1',
    );
    expect(requestsTo(calls, teamPaths.api.report)).toEqual([
      '?from=2026-11-24&to=2026-11-30&source=news',
      '?from=2026-11-24&to=2026-11-30&source=news&path=%2Fpricing',
    ]);
  }, 15_000);

  it('writes plans, states and deliveries in the site’s words, and counts in plurals', async () => {
    const waiting = platformEvent({
      state: 'pending',
      attempts: 2,
      lastError: 'ECONNREFUSED',
      nextAttemptAt: '2026-11-30T14:05:00.000Z',
    });
    const sent = welcomeEmail({ state: 'delivered', attempts: 1, lastError: null });
    signedIn(() => [signup({ deliveries: [sent, waiting] })]);
    show();
    const table = within(await screen.findByRole('region', { name: copy.signups.tableLabel }));
    const row = table.getByRole('row', { name: /ana@example.com/ });
    expect(row).toHaveTextContent('Business · monthly');
    expect(row).toHaveTextContent(copy.signups.states.completed);
    expect(row).toHaveTextContent('German');
    expect(row).toHaveTextContent('Welcome e-mail sent');
    expect(row).toHaveTextContent("Couldn't reach the platform: retrying at 14:05 UTC");
    expect(screen.getByText('Page 1 of 1 · 1 signup')).toBeVisible();
  });

  it('retries a failed delivery and refreshes its row until it is sent', async () => {
    let reads = 0;
    let retried = false;
    const queued = welcomeEmail({ state: 'pending', attempts: 0, lastError: null });
    const sent = welcomeEmail({ state: 'delivered', attempts: 1, lastError: null });
    const calls = signedIn(() => {
      if (!retried) return [signup()];
      reads += 1;
      return [signup({ deliveries: [reads === 1 ? queued : sent, platformEvent()] })];
    });
    const user = show();
    const retry = await screen.findByRole('button', {
      name: 'Retry the welcome e-mail for ana@example.com',
    });
    expect(screen.getByText("Couldn't send the welcome e-mail after 3 attempts")).toBeVisible();
    retried = true;
    await user.click(retry);

    expect(await screen.findByText('Welcome e-mail waiting to be sent')).toBeVisible();
    expect(await screen.findByText('Welcome e-mail sent', {}, { timeout: 3000 })).toBeVisible();
    const post = calls.find(({ url }) => url.pathname === teamPaths.api.retryDelivery('d1'));
    expect(post?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('signs out, and goes back to the sign-in form when the session ends', async () => {
    const calls = signedIn();
    const user = show();
    await user.click(await screen.findByRole('button', { name: copy.console.signOut }));
    expect(await screen.findByLabelText(copy.requestLink.emailLabel)).toBeVisible();
    expect(calls.some(({ url }) => url.pathname === teamPaths.api.signOut)).toBe(true);
  });

  it('filters the whole console by a clicked name, keeps it in the address, and removes it', async () => {
    const calls = signedIn();
    const user = show('/team?period=30d');
    const bySource = within(
      await screen.findByRole('table', { name: copy.funnel.bySourceHeading }),
    );
    await user.click(bySource.getByRole('link', { name: 'Bing' }));
    expect(window.location.search).toBe('?period=30d&source=Bing');
    const chips = within(screen.getByRole('list', { name: copy.filters.chipsLabel }));
    const chip = chips.getByRole('button', { name: 'Remove the filter Source: Bing' });
    await vi.waitFor(() => {
      expect(requestsTo(calls, teamPaths.api.report).at(-1)).toContain('source=Bing');
      expect(requestsTo(calls, teamPaths.api.outcomes).at(-1)).toContain('source=Bing');
      expect(requestsTo(calls, teamPaths.api.signups).at(-1)).toContain('source=Bing');
    });

    // A channel from the table by channel adds to it; a device from the audience too.
    const byChannel = within(screen.getByRole('table', { name: copy.funnel.byChannelHeading }));
    await user.click(byChannel.getByRole('link', { name: copy.channels.search }));
    const devices = within(screen.getByRole('table', { name: copy.audience.devices.heading }));
    await user.click(devices.getByRole('link', { name: copy.audience.deviceNames.phone }));
    expect(new URLSearchParams(window.location.search).getAll('channel')).toEqual(['search']);
    expect(
      within(screen.getByRole('list', { name: copy.filters.chipsLabel })).getAllByRole('button'),
    ).toHaveLength(3);
    await vi.waitFor(() =>
      expect(requestsTo(calls, teamPaths.api.report).at(-1)).toContain('device=phone'),
    );

    await user.click(chip);
    expect(window.location.search).toBe('?period=30d&channel=search&device=phone');
    window.history.back();
    await vi.waitFor(() => expect(window.location.search).toContain('source=Bing'));
  });

  it('shows paying customers by source, and by how much the funnel counted fewer trials', async () => {
    signedIn();
    const user = show('/team?period=30d');
    const outcomes = within(await screen.findByRole('region', { name: copy.outcomes.heading }));
    expect(await outcomes.findByText('$1,029.00')).toBeVisible();
    const table = within(outcomes.getByRole('table', { name: copy.outcomes.tableLabel }));
    expect(table.getByRole('row', { name: /^Bing \(Search\)/ })).toHaveTextContent(
      'Bing (Search)' + '9' + '7' + '2' + '$98.00',
    );
    const report = reportFixture({ from: '2026-11-01', to: '2026-11-30' });
    const counted = report.totals.trialsCompleted.current;
    expect(
      outcomes.getByText(`119 trials started here; the funnel counted ${counted} of them.`, {
        exact: false,
      }),
    ).toBeVisible();
    await user.click(outcomes.getByRole('button', { name: copy.outcomes.dimensions.plan }));
    const byPlan = within(outcomes.getByRole('table', { name: copy.outcomes.tableLabel }));
    expect(byPlan.getByRole('rowheader', { name: 'Business · monthly' })).toBeVisible();
  });
});
