import escapeHtml from 'escape-html';
import type { Copy } from '../../shared/copy/collections';
import { readCopy, readCopyValues } from '../../shared/copy/readCopy';
import { fillCopy } from '../../shared/language/fillTemplate';
import type { Locale } from '../../shared/language/locales';

/** What the welcome e-mail after a completed checkout says, given the signup's facts. */
export interface WelcomeEmailFacts {
  email: string;
  levelName: string;
  maxAdSpend: string;
  billing: 'monthly' | 'annual';
  /** "Dec 23, 2026", in the signup's language. */
  trialEndsOn: string;
  /** "$470/year", in the signup's language. */
  chargeAfterTrial: string;
  appUrl: string;
  /** The welcome link: opens the account on the platform, once. */
  welcomeLink: string;
  linkValidDays: number;
}

/** The e-mail's words with the signup's facts filled in; billing has become part of a line. */
export type WelcomeEmailCopy = Omit<Copy<'welcomeEmail'>, 'billing'>;

/** A line of the e-mail: plain words, or words that link somewhere. */
type WelcomeLine = WelcomeEmailCopy['sections'][number]['lines'][number];

/** The welcome e-mail in the language the visitor signed up in (src/content/welcome-email/). */
export function welcomeEmailCopy(facts: WelcomeEmailFacts, locale: Locale): WelcomeEmailCopy {
  const { billing, ...message } = readCopy('welcomeEmail', locale);
  return fillCopy(message, {
    ...readCopyValues(locale),
    ...facts,
    billing: billing[facts.billing],
  });
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const textLine = (line: WelcomeLine) =>
  typeof line === 'string' ? line : `${line.text}:\n${line.href}`;

const htmlLine = (line: WelcomeLine) =>
  typeof line === 'string'
    ? escapeHtml(line)
    : `<a href="${escapeHtml(line.href)}" style="color:#1d4ed8">${escapeHtml(line.text)}</a>`;

/** Plain text and simple HTML (inline styles only: mail clients drop style sheets). */
export function renderWelcomeEmail(copy: WelcomeEmailCopy, locale: Locale): RenderedEmail {
  const text = [
    copy.greeting,
    ...copy.sections.map(
      (section) => `${section.heading}\n${section.lines.map(textLine).join('\n')}`,
    ),
    copy.signature,
  ].join('\n\n');

  const sections = copy.sections
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>\n` +
        section.lines.map((line) => `<p style="margin:0 0 8px">${htmlLine(line)}</p>`).join('\n'),
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;color:#0f172a;font:16px/1.6 Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#fff;border:1px solid #e2e8f0;border-radius:12px">
<p style="margin:0 0 8px;font-size:18px;font-weight:700">${escapeHtml(copy.greeting)}</p>
${sections}
<p style="margin:24px 0 0">${escapeHtml(copy.signature)}</p>
</div>
</body>
</html>
`;
  return { subject: copy.subject, text: `${text}\n`, html };
}
