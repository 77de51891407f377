import { escapeHtml } from '../../escape-html';
import type { MemberMailContent } from './member-mail.queries';

/** A member e-mail in the product's one shape: greeting, paragraphs, signed with Nastavení's siteName. */
export function memberMailMessage(subject: string, paragraphs: string[], siteName: string): MemberMailContent {
  return {
    subject,
    text: ['Dobrý den,', '', ...paragraphs.flatMap((p) => [p, '']), siteName].join('\n'),
    html: `<p>Dobrý den,</p>\n${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n<p>${escapeHtml(siteName)}</p>`,
  };
}
