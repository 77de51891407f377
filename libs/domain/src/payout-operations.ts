import { z } from 'zod';
import { DB_INTEGER_MAX, monthInput, wholeNumber } from './input-bounds';
import { formatCzk } from './money';
import { PAYOUT_STATUS_LABELS, PayoutStatus } from './orders';

/**
 * Payout operations of the back office: a pending payout goes to the bank in an exported batch, then
 * the batch is marked paid, or a single payout is returned to the member's balance with a reason.
 * pending → paid | failed; nothing leaves paid or failed.
 */

/** The bank file formats a batch can be exported in (ABO/KPC, see abo-payment-order.ts). */
export const PAYOUT_BATCH_FORMATS = ['abo'] as const;
export type PayoutBatchFormat = (typeof PAYOUT_BATCH_FORMATS)[number];

/** How a payout came about: the member asked for it, or the monthly automatic payout. */
export const PAYOUT_KINDS = ['manual', 'auto'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
export const PAYOUT_KIND_NAMES: Record<PayoutKind, string> = { manual: 'Výběr na žádost', auto: 'Automatický výběr' };

/** What the member reads for a payout's state. */
export function payoutStatusName(status: PayoutStatus, failureReason: string | null): string {
  if (status === 'failed' && failureReason) return `${PAYOUT_STATUS_LABELS.failed}: ${failureReason}`;
  return PAYOUT_STATUS_LABELS[status];
}

export interface PayoutTotal {
  count: number;
  amountHalere: number;
}

/** Count and sum per kind and overall, in haléře. */
export function payoutTotals(payouts: readonly { kind: PayoutKind; amountHalere: number }[]): Record<PayoutKind | 'all', PayoutTotal> {
  const totals = { manual: { count: 0, amountHalere: 0 }, auto: { count: 0, amountHalere: 0 }, all: { count: 0, amountHalere: 0 } };
  for (const payout of payouts) {
    for (const total of [totals[payout.kind], totals.all]) {
      total.count += 1;
      total.amountHalere += payout.amountHalere;
    }
  }
  return totals;
}

const exactCzk = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A payout's exact amount, e.g. 12345 → "123,45 Kč", 10000 → "100 Kč": payouts go to the bank to the
 * haléř, so the back office and the member's mails show them so (other screens show whole crowns).
 */
export function formatPayoutAmount(halere: number): string {
  return halere % 100 === 0 ? formatCzk(halere / 100) : exactCzk.format(halere / 100);
}

/** A batch is marked paid on a day between its export and today (Prague dates, "YYYY-MM-DD"). */
export function isPaidOnAllowed(paidOn: string, exportedOn: string, today: string): boolean {
  return paidOn >= exportedOn && paidOn <= today;
}

/** "vyplaty-davka-12.kpc" */
export function payoutBatchFileName(batchId: number, extension: string): string {
  return `vyplaty-davka-${batchId}.${extension}`;
}

export const PAYOUT_MESSAGES = {
  payoutIds: 'Vyberte 1 až 500 výplat.',
  id: 'Neplatné číslo záznamu.',
  paidOn: 'Zadejte datum vyplacení ve tvaru RRRR-MM-DD.',
  reason: 'Uveďte důvod vrácení (3 až 200 znaků).',
} as const;

const MAX_BATCH_SIZE = 500;
const payoutRecordId = wholeNumber(PAYOUT_MESSAGES.id, 1, DB_INTEGER_MAX);
const isoDate = z.iso.date({ error: PAYOUT_MESSAGES.paidOn });

/** GET adminPayouts: one month's pending payouts. */
export const adminPayoutsQuerySchema = z.object({ month: monthInput() });

/** Export a batch: the month's pending payouts not yet in a batch, or the selected ones among them. */
export const exportPayoutBatchInputSchema = z.object({
  month: monthInput(),
  payout_ids: z.array(payoutRecordId, { error: PAYOUT_MESSAGES.payoutIds }).min(1, { error: PAYOUT_MESSAGES.payoutIds }).max(MAX_BATCH_SIZE, { error: PAYOUT_MESSAGES.payoutIds }).optional(),
});

export const payoutBatchIdSchema = z.object({ batch_id: payoutRecordId });

export const markPayoutBatchPaidInputSchema = z.object({ batch_id: payoutRecordId, paid_on: isoDate });

export const markPayoutFailedInputSchema = z.object({
  payout_id: payoutRecordId,
  reason: z.string({ error: PAYOUT_MESSAGES.reason }).trim().min(3, { error: PAYOUT_MESSAGES.reason }).max(200, { error: PAYOUT_MESSAGES.reason }),
});

export type ExportPayoutBatchInput = z.infer<typeof exportPayoutBatchInputSchema>;
export type MarkPayoutBatchPaidInput = z.infer<typeof markPayoutBatchPaidInputSchema>;
export type MarkPayoutFailedInput = z.infer<typeof markPayoutFailedInputSchema>;

/** A payout as the back office lists it. */
export interface AdminPayout {
  id: number;
  creationTimestamp: Date;
  kind: PayoutKind;
  amountHalere: number;
  status: PayoutStatus;
  memberName: string;
  memberEmail: string | null;
  /** Masked to the last 9 characters. */
  bankAccount: string;
  batchId: number | null;
}

/** An exported batch and where its payouts stand. */
export interface PayoutBatchSummary {
  id: number;
  creationTimestamp: Date;
  createdByName: string | null;
  format: PayoutBatchFormat;
  /** The day the admin marked it paid ("YYYY-MM-DD"), null while open. */
  paidOn: string | null;
  pending: PayoutTotal;
  paid: PayoutTotal;
  failed: PayoutTotal;
}

/** A batch's bank file. */
export interface PayoutBatchFile {
  batch: PayoutBatchSummary;
  fileName: string;
  content: string;
}
