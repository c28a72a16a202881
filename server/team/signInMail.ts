import escapeHtml from 'escape-html';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { readCopy } from '../../shared/copy/readCopy';
import { signInLinkMinutes } from '../../shared/contracts/teamConsole';
import type { RenderedEmail } from '../delivery/welcomeMessage';

/** The e-mail that carries a sign-in link to the team's console, as text and simple HTML. */
export function renderSignInMail(link: string): RenderedEmail {
  const words = readCopy('teamMessages', 'en').signInEmail;
  const body = fillTemplate(words.body, { minutes: signInLinkMinutes });
  const text = [words.greeting, body, `${words.linkText}:\n${link}`, words.ignore].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;padding:24px;font:16px/1.6 Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(words.linkText)}</a></p>
<p>${escapeHtml(words.ignore)}</p>
</body>
</html>
`;
  return { subject: words.subject, text: `${text}\n`, html };
}
