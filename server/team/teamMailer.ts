import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { createMailboxMailer, createSmtpMailer, type Mailer } from '../delivery/mailer';

/** The mailer the welcome e-mail uses: SMTP_URL, or the local mailbox folder in DATA_DIR. */
export function teamMailer(config: ServerConfig): Mailer {
  const { smtpUrl, mailFrom } = config.delivery;
  return smtpUrl
    ? createSmtpMailer({ url: smtpUrl, from: mailFrom })
    : createMailboxMailer({ folder: join(config.dataDir, 'mailbox'), from: mailFrom });
}
