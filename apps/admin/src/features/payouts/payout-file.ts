import { formatCount } from '@bonus/domain';
import { saveFile } from '@bonus/ui';

/** Saves a batch's bank file (ABO is plain ASCII). */
export const savePayoutFile = ({ fileName, content }: { fileName: string; content: string }) => saveFile(fileName, new Blob([content], { type: 'text/plain;charset=us-ascii' }));

/** The members' e-mails a settlement queued (the background job sends them, retrying failures), as a sentence to append. */
export const mailNote = (queued: number) => (queued > 0 ? ` Členům odchází e-mail (${queued}).` : '');

/** "1 výplata", "3 výplaty", "5 výplat" */
export const payoutCount = (count: number) => formatCount(count, { one: 'výplata', few: 'výplaty', other: 'výplat' });
