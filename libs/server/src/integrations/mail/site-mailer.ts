import type { SiteSettings } from '@bonus/domain';
import { emailLayout } from './email-layout';
import type { Mailer, MailMessage } from './mailer';

/**
 * Every e-mail of the product goes out under the admin's settings (Nastavení): the sender's display
 * name is siteName (the address stays MAIL_FROM's), Reply-To is siteEmail, the HTML sits in the one e-mail
 * layout (the logo mark and siteName above, a footer naming both below) and the text ends with the same footer.
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
    html: emailLayout({ siteName, siteEmail, subject: message.subject, body: message.html }),
  };
}
