import { formatCount } from '@bonus/domain';
import { saveFile } from '@bonus/ui';

/** Saves a batch's bank file (ABO is plain ASCII). */
export const savePayoutFile = ({ fileName, content }: { fileName: string; content: string }) => saveFile(fileName, new Blob([content], { type: 'text/plain;charset=us-ascii' }));

/** What became of the members' e-mails after a settlement, as a sentence to append. */
export const mailNote = (sent: number, failed: number) =>
  failed > 0 ? ` E-mail se nepodařilo odeslat ${failed}× (odesláno ${sent}).` : sent > 0 ? ` Členové dostali e-mail (${sent}).` : '';

/** "1 výplata", "3 výplaty", "5 výplat" */
export const payoutCount = (count: number) => formatCount(count, { one: 'výplata', few: 'výplaty', other: 'výplat' });
