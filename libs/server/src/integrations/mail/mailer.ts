import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  from: string;
  /** smtp(s)://user:pass@host:port; without it messages are written to `directory`. */
  smtpUrl?: string;
  directory: string;
  log?: (message: string) => void;
}

/**
 * Sends through SMTP with nodemailer when SMTP_URL is set; otherwise (development) renders the same
 * message to an .eml file so nothing is lost and it can be opened in any mail client.
 */
export function createMailer({ from, smtpUrl, directory, log }: MailConfig): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const { message: rendered } = await transport.sendMail({ from, ...message });
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`);
      await writeFile(file, rendered as Buffer);
      log?.(`mail to ${message.to} written to ${file}`);
    },
  };
}
