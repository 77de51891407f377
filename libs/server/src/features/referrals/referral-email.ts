import type { MemberMailContent } from '../member-mail/member-mail.queries';
import { escapeHtml } from '../../escape-html';

/** The Czech invitation a visitor asks for on the referral landing page, naming the site as the admins call it (Nastavení); queued as the inviting member's mail. */
export function referralInvitationEmail(referrerName: string, registrationUrl: string, siteName: string): MemberMailContent {
  const subject = `${referrerName} vás zve na platformu ${siteName}`;
  // The name stays in the nominative (an apposition), so any name the admins choose reads right.
  const invitation = `vás zve na platformu ${siteName}, kde krok za krokem získáte bonusy bank a kasin a sledujete své výdělky.`;
  const text = [
    'Dobrý den,',
    '',
    `${referrerName} ${invitation}`,
    '',
    `Zaregistrujte se přes tento odkaz: ${registrationUrl}`,
    '',
    'Registrace je pro osoby starší 18 let. Pokud jste o e-mail nežádali, můžete ho ignorovat.',
    '',
    'Těšíme se na Vás!',
    siteName,
  ].join('\n');
  const html = `<p>Dobrý den,</p>
<p><strong>${escapeHtml(referrerName)}</strong> ${escapeHtml(invitation)}</p>
<p><a href="${escapeHtml(registrationUrl)}">Zaregistrovat se</a></p>
<p>Registrace je pro osoby starší 18 let. Pokud jste o e-mail nežádali, můžete ho ignorovat.</p>
<p>Těšíme se na Vás!<br>${escapeHtml(siteName)}</p>`;
  return { subject, text, html };
}
