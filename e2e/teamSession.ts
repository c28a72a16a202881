import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir, e2eTeamEmail } from '../playwright.config';
import copy from '../src/content/team-console/en.json' with { type: 'json' };
import {
  reportAnswerSchema,
  teamPaths,
  type ReportAnswer,
  type ReportFilters,
} from '../shared/contracts/teamConsole';

/** Signing in to the team's console as the real server's team member, by its e-mailed link. */

const mailbox = join(e2eDataDir, 'mailbox');

/** Every message in a server's local mailbox (the test server's unless named) to `email`, parsed. */
export async function messagesTo(email: string, folder = mailbox) {
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const messages = await Promise.all(
    files.map((name) => simpleParser(readFileSync(join(folder, name)))),
  );
  return messages.filter((message) => message.to && JSON.stringify(message.to).includes(email));
}

/** The sign-in link of the newest e-mail to `email` that carries one. */
export async function signInLinkFor(email: string, after: Date, folder = mailbox): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const fresh = (await messagesTo(email, folder)).filter(
          (message) => (message.date ?? new Date(0)) >= new Date(after.getTime() - 1000),
        );
        const texts = fresh.map((message) => message.text ?? '');
        link = texts.map((text) => /https?:\/\/\S+#token=\S+/.exec(text)?.[0]).find(Boolean) ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .toContain(`${teamPaths.signIn}#token=`);
  return link;
}

export async function askForLink(page: Page, email: string): Promise<void> {
  await page.goto(teamPaths.console);
  await page.getByLabel(copy.requestLink.emailLabel).fill(email);
  await page.getByRole('button', { name: copy.requestLink.submit }).click();
  await expect(page.getByRole('status')).toHaveText(
    copy.requestLink.sent.replace('{minutes}', '15'),
  );
}

/** Asks for a link as a team member, opens it from the mailbox and presses Sign in. */
export async function signIn(page: Page, member = e2eTeamEmail): Promise<string> {
  const asked = new Date();
  await askForLink(page, member);
  const link = await signInLinkFor(member, asked);
  // The link itself spends nothing (a mail scanner may follow it): the member presses Sign in.
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${teamPaths.signIn}$`));
  await page.getByRole('button', { name: copy.signIn.button }).click();
  await page.waitForURL(new RegExp(`${teamPaths.console}$`));
  await expect(page.getByRole('button', { name: copy.console.signOut })).toBeVisible();
  return link;
}

/** Today's UTC day, the period the tests' visits fall in. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** The console's report for today with these filters, as the signed-in page's session reads it. */
export async function todaysReport(
  page: Page,
  filters: Omit<ReportFilters, 'from' | 'to'> = {},
): Promise<ReportAnswer> {
  const query = new URLSearchParams({ from: todayUtc(), to: todayUtc(), ...filters });
  const answer = await page.request.get(`${teamPaths.api.report}?${query}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return reportAnswerSchema.parse(await answer.json());
}
