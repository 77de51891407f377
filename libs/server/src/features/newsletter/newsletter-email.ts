import sanitizeHtml from 'sanitize-html';
import type { MailMessage } from '../../integrations/mail/mailer';
import { escapeHtml } from '../../escape-html';


/** A plain-text twin of the sanitised body: block ends become line breaks, tags go. */
function plainText(html: string): string {
  const withBreaks = html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '\n');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A member's copy of a newsletter, with why they get it and where to stop it. */
export function newsletterEmail(to: string, newsletter: { subject: string; html: string }, siteName: string, settingsUrl: string): MailMessage {
  const footer = `Tento e-mail dostáváte, protože jste v ${siteName} souhlasili se zasíláním novinek. Odběr vypnete v Nastavení → Notifikace`;
  return {
    to,
    subject: newsletter.subject,
    text: `${plainText(newsletter.html)}\n\n--\n${footer}: ${settingsUrl}`,
    html: `${newsletter.html}\n<hr>\n<p style="font-size:12px;color:#666">${escapeHtml(footer)}: <a href="${escapeHtml(settingsUrl)}">${escapeHtml(settingsUrl)}</a></p>`,
  };
}
