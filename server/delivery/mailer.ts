import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { RenderedEmail } from './welcomeMessage';

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** Stable across retries, so a mailbox can drop a repeated message. */
  messageId: string;
}

export interface Mailer {
  /** Resolves once the message is accepted; returns where it went (for the log). */
  send(message: OutgoingEmail): Promise<string>;
  close(): void;
}

/** SMTP_URL and MAIL_FROM. */
export interface MailSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
}

/** SMTP_URL's server when set, else the local mailbox folder in DATA_DIR. */
export function configuredMailer(
  { smtpUrl, mailFrom: from }: MailSettings,
  dataDir: string,
): Mailer {
  return smtpUrl
    ? createSmtpMailer({ url: smtpUrl, from })
    : createMailboxMailer({ folder: mailboxFolder(dataDir), from });
}

export const mailboxFolder = (dataDir: string) => join(dataDir, 'mailbox');

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url,
    // A server that does not answer is a failed attempt, retried later, not a stuck worker.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      return 'SMTP';
    },
    close: () => transport.close(),
  };
}

/**
 * With no SMTP server configured, each message is written as an .eml file into a folder (the
 * local mailbox of `npm start`): any mail program opens it. The file appears whole or not at all.
 */
export function createMailboxMailer({ folder, from }: { folder: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // Named after the Message-ID: a repeated attempt rewrites the same file.
      const file = join(folder, `${message.messageId.replace(/[^\w.@-]+/g, '')}.eml`);
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      return file;
    },
    close: () => transport.close(),
  };
}
