import type { SiteSettings } from '@bonus/domain';
import { escapeHtml } from '../../escape-html';
import type { Mailer, MailMessage } from './mailer';

/**
 * Every e-mail of the product goes out under the admin's settings (Nastavení): the sender's display
 * name is siteName (the address stays MAIL_FROM's), Reply-To is siteEmail, and the footer names both.
 * The services are given this mailer, so no sender can forget it.
 */
export function siteMailer(transport: Mailer, settings: { get(): Promise<SiteSettings> }): Mailer {
  return {
    send: async (message) => transport.send(withSiteIdentity(message, await settings.get())),
  };
}

export function withSiteIdentity(message: MailMessage, { siteName, siteEmail }: Pick<SiteSettings, 'siteName' | 'siteEmail'>): MailMessage {
  const footer = `${siteName} · ${siteEmail}`;
  return {
    ...message,
    senderName: siteName,
    replyTo: siteEmail,
    text: `${message.text}\n\n--\n${footer}`,
    html: `${message.html}\n<hr>\n<p style="font-size:12px;color:#666">${escapeHtml(siteName)} · <a href="mailto:${escapeHtml(siteEmail)}">${escapeHtml(siteEmail)}</a></p>`,
  };
}
