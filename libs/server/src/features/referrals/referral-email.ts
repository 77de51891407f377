import type { MailMessage } from '../../integrations/mail/mailer';
import { escapeHtml } from '../../escape-html';

/** The Czech invitation a visitor asks for on the referral landing page. */
export function referralInvitationEmail(to: string, referrerName: string, registrationUrl: string): MailMessage {
  const subject = `${referrerName} vás zve do Bonus Klubu`;
  const text = [
    'Dobrý den,',
    '',
    `${referrerName} vás zve do Bonus Klubu – platformy, kde krok za krokem získáte bonusy bank a kasin a sledujete své výdělky.`,
    '',
    `Zaregistrujte se přes tento odkaz: ${registrationUrl}`,
    '',
    'Registrace je pro osoby starší 18 let. Pokud jste o e-mail nežádali, můžete ho ignorovat.',
    '',
    'Těšíme se na Vás!',
    'Tým Bonus Klubu',
  ].join('\n');
  const html = `<p>Dobrý den,</p>
<p><strong>${escapeHtml(referrerName)}</strong> vás zve do Bonus Klubu – platformy, kde krok za krokem získáte bonusy bank a kasin a sledujete své výdělky.</p>
<p><a href="${escapeHtml(registrationUrl)}">Zaregistrovat se</a></p>
<p>Registrace je pro osoby starší 18 let. Pokud jste o e-mail nežádali, můžete ho ignorovat.</p>
<p>Těšíme se na Vás!<br>Tým Bonus Klubu</p>`;
  return { to, subject, text, html };
}
