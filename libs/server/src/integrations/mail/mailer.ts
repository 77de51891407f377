import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Display name of the sender; the address stays the configured one (MAIL_FROM). */
  senderName?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  /** MAIL_FROM: `Name <address>` or a bare address. */
  from: string;
  /** smtp(s)://user:pass@host:port; without it messages are written to `directory`. */
  smtpUrl?: string;
  directory: string;
  log?: (message: string) => void;
  /** Told when the directory cannot be written (full, read-only, not a directory); the send fails all the same, so its outbox keeps the mail. */
  onDirectoryError?: (error: unknown) => void;
}

/**
 * Sends through SMTP with nodemailer when SMTP_URL is set; otherwise (development) renders the same
 * message to an .eml file so nothing is lost and it can be opened in any mail client.
 */
export function createMailer({ from, smtpUrl, directory, log, onDirectoryError }: MailConfig): Mailer {
  const address = senderAddress(from);
  const envelope = ({ senderName, ...message }: MailMessage) => ({ ...message, from: senderName ? { name: senderName, address } : from });
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail(envelope(message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const { message: rendered } = await transport.sendMail(envelope(message));
      const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`);
      try {
        await mkdir(directory, { recursive: true });
        await writeFile(file, rendered as Buffer);
      } catch (error) {
        onDirectoryError?.(error);
        throw error;
      }
      log?.(`mail to ${message.to} written to ${file}`);
    },
  };
}

/** The address part of `Name <address>` (or the bare address). */
export function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1].trim() ?? from.trim();
}
