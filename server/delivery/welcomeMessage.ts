import escapeHtml from 'escape-html';
import type { WelcomeEmailCopy, WelcomeLine } from '../../src/content/welcomeEmail';
import type { Locale } from '../../shared/language/locales';

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
