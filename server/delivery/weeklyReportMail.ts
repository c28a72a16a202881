import escapeHtml from 'escape-html';
import { noneName, otherName, vitalThresholds } from '../../shared/contracts/visitCounting';
import { readCopy } from '../../shared/copy/readCopy';
import { fillTemplate } from '../../shared/language/fillTemplate';
import type { ClaimedDelivery, DeliveryOutbox } from '../store/store';
import { weeklyReportFactsSchema, type WeeklyReportFacts } from '../store/weeklyReportFacts';
import { mailedTo, type DeliveryOutcome } from './handoffSender';
import type { Mailer } from './mailer';
import type { RenderedEmail } from './welcomeMessage';

const numbers = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
const milliseconds = (value: number | null, notMeasured: string) =>
  value === null ? notMeasured : `${numbers.format(value)} ms`;

/** How many characters of a visitor's name the e-mail shows. */
export const SHOWN_NAME_MAX = 60;

/**
 * A name a visitor's browser sent (a source, a page's path), as the team's e-mail shows it. One
 * of the site's own pages stays as it is; any other is data, never a link: cut to SHOWN_NAME_MAX
 * characters and defanged (`evil[.]example`, `https[:]//`, `a[@]b`), so no mail client turns an
 * address in it into a link.
 */
export function shownName(name: string, isSitePath: (name: string) => boolean): string {
  if (isSitePath(name)) return name;
  const characters = [...name];
  const cut =
    characters.length > SHOWN_NAME_MAX
      ? `${characters.slice(0, SHOWN_NAME_MAX - 1).join('')}…`
      : name;
  return cut.replace(/[.:@]/g, '[$&]');
}

interface Section {
  heading?: string;
  lines: string[];
}

/** The report's words (src/content/weekly-report/en.json) with the week's figures filled in. */
function sectionsOf(
  facts: WeeklyReportFacts,
  consoleUrl: string,
  isSitePath: (name: string) => boolean,
) {
  const words = readCopy('weeklyReport', 'en');
  const period = { from: day(facts.from), to: day(facts.to) };
  const compared = (template: string, figure: { current: number; previous: number }) =>
    fillTemplate(template, {
      current: numbers.format(figure.current),
      previous: numbers.format(figure.previous),
    });
  const sourceName = (source: string) =>
    source === noneName
      ? words.noneSource
      : source === otherName
        ? words.otherSource
        : shownName(source, isSitePath);
  const sections: Section[] = [
    {
      lines: [
        fillTemplate(words.intro, period),
        compared(words.visitors, facts.visitors),
        compared(words.trialsStarted, facts.trialsStarted),
        compared(words.trialsCompleted, facts.trialsCompleted),
        words.visitorsMeaning,
      ],
    },
    {
      heading: words.sourcesHeading,
      lines:
        facts.sources.length === 0
          ? [words.noSources]
          : facts.sources.map((row) =>
              fillTemplate(words.sourceLine, {
                source: sourceName(row.source),
                visitors: numbers.format(row.visitors),
                trials: numbers.format(row.trialsStarted),
                conversion: percent.format(
                  row.visitors === 0 ? 0 : row.trialsStarted / row.visitors,
                ),
              }),
            ),
    },
    {
      heading: words.payingHeading,
      lines:
        facts.payingSources.length === 0
          ? [words.noPaying]
          : [
              words.payingIntro,
              ...facts.payingSources.map((row) =>
                fillTemplate(words.payingLine, {
                  source: sourceName(row.source),
                  channel: row.channel,
                  paying: numbers.format(row.paying),
                  revenue: dollars.format(row.monthlyRevenueUsd),
                }),
              ),
            ],
    },
    {
      heading: words.slowHeading,
      lines:
        facts.slowPages.length === 0
          ? [words.noSlowPages]
          : [
              fillTemplate(words.slowIntro, {
                lcpGood: `${numbers.format(vitalThresholds.LCP)} ms`,
                inpGood: `${numbers.format(vitalThresholds.INP)} ms`,
              }),
              ...facts.slowPages.map((page) =>
                fillTemplate(words.slowLine, {
                  path: shownName(page.path, isSitePath),
                  lcp: milliseconds(page.lcpP75, words.notMeasured),
                  inp: milliseconds(page.inpP75, words.notMeasured),
                  samples: numbers.format(page.samples),
                }),
              ),
            ],
    },
    { lines: [`${words.consoleLink}\n${consoleUrl}`] },
  ];
  return {
    subject: fillTemplate(words.subject, period),
    greeting: words.greeting,
    sections,
    signature: words.signature,
    footer: words.footer,
  };
}

/** The weekly report as plain text and simple HTML (inline styles only: mail clients drop style sheets). */
export function renderWeeklyReport(
  facts: WeeklyReportFacts,
  consoleUrl: string,
  isSitePath: (name: string) => boolean,
): RenderedEmail {
  const mail = sectionsOf(facts, consoleUrl, isSitePath);
  const text = [
    mail.greeting,
    ...mail.sections.map((section) =>
      [...(section.heading ? [section.heading] : []), ...section.lines].join('\n'),
    ),
    mail.signature,
    mail.footer,
  ].join('\n\n');
  const paragraph = (line: string) =>
    `<p style="margin:0 0 8px">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;font:16px/1.6 Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(mail.greeting)}</p>
${mail.sections
  .map(
    (section) =>
      (section.heading
        ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>\n`
        : '') + section.lines.map(paragraph).join('\n'),
  )
  .join('\n')}
<p style="margin:24px 0 0">${escapeHtml(mail.signature)}</p>
<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(mail.footer)}</p>
</body>
</html>
`;
  return { subject: mail.subject, text: `${text}\n`, html };
}

export interface WeeklyReportSenderOptions {
  outbox: Pick<DeliveryOutbox, 'teamMailOf'>;
  mailer: Mailer;
  /** The team's console, which the report links to. */
  consoleUrl: string;
  /** TEAM_EMAILS as it stands when a report is sent: no one removed since gets it. */
  teamEmails: ReadonlySet<string>;
  /** The site's own pages: a visitor's name that is none of them is never shown as a link. */
  sitePaths: ReadonlySet<string>;
  /** The domain part of the mails' Message-ID. */
  messageIdDomain: string;
}

/** Sends one queued weekly report; throws when the attempt failed. */
export function createWeeklyReportSender(options: WeeklyReportSenderOptions) {
  const { outbox, mailer, consoleUrl, teamEmails, sitePaths } = options;
  return async function send(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const mail = await outbox.teamMailOf(delivery.id);
    const facts = weeklyReportFactsSchema.safeParse(mail?.payload);
    if (!mail || !facts.success) throw new Error('This weekly report has no recipient or figures.');
    if (!teamEmails.has(mail.recipient.toLowerCase())) {
      return { status: 'skipped', reason: 'The recipient is no longer in TEAM_EMAILS.' };
    }
    const where = await mailer.send({
      ...renderWeeklyReport(facts.data, consoleUrl, (name) => sitePaths.has(name)),
      to: mail.recipient,
      messageId: `<${delivery.id}@${options.messageIdDomain}>`,
    });
    return { status: 'delivered', detail: `weekly report ${mailedTo(where)}` };
  };
}
