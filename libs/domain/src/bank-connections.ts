import { z } from 'zod';

/**
 * Bank connections (issue #55 part 4): a member's statements fetched by the product itself from their bank's
 * read-only API (Fio banka today; a PSD2 aggregator can be another provider), not uploaded as files.
 */
export const BANK_CONNECTION_PROVIDERS = ['fio'] as const;
export type BankConnectionProviderId = (typeof BANK_CONNECTION_PROVIDERS)[number];

/** connected: synced by the job and on request; refused: the bank refused the token, nothing is fetched until a new one is pasted. */
export const BANK_CONNECTION_STATUSES = ['connected', 'refused'] as const;
export type BankConnectionStatus = (typeof BANK_CONNECTION_STATUSES)[number];

/** What one sync did: entries stored, put off because the bank asked to wait (its own 30-second rule), or the token refused. */
export const BANK_SYNC_OUTCOMES = ['synced', 'deferred', 'refused'] as const;
export type BankSyncOutcome = (typeof BANK_SYNC_OUTCOMES)[number];

/** Fio banka answers one call per token in 30 seconds (a second one gets HTTP 409); the product never asks sooner. */
export const BANK_PROVIDER_CALL_INTERVAL_SECONDS = 30;
/** Each sync asks again for this many days before the last synced day: entries booked late with an earlier date are caught; duplicates are recognised by their identity. */
export const BANK_SYNC_OVERLAP_DAYS = 7;

/**
 * Fio answers HTTP 500 both to a token it does not accept (revoked, expired, not yet active) and when its own side
 * fails, so one 500 proves nothing. A refused token is refused on every call, while Fio's own failures pass within
 * hours: a 500 reads as a refusal only when 500s have answered every sync for this long. A day, less an hour, so
 * that the daily job's next run counts even when it comes 23 hours later (05:15 Prague time across the spring
 * clock change). Until then the token is kept and the connection is retried like any outage.
 */
export const SERVER_ERRORS_REFUSAL_HOURS = 23;

/** Whether an unbroken run of server errors that began at `since` (null: none before this one) now means a refused token. */
export function serverErrorsMeanRefusal(since: Date | null, now: Date): boolean {
  return since !== null && now.getTime() - since.getTime() >= SERVER_ERRORS_REFUSAL_HOURS * 3_600_000;
}

/** Shown on a connection whose token the bank refused (revoked, expired or mistyped). */
export const FIO_TOKEN_REFUSED_MESSAGE = 'Fio banka token odmítla – vytvořte v internetovém bankovnictví nový a vložte ho znovu.';
/** Shown when Fio asked us to wait (its 409): nothing is wrong, the next sync fetches the entries. */
export const BANK_SYNC_DEFERRED_MESSAGE = 'Fio banka teď požádala o chvíli strpení. Pohyby načteme při příštím načtení, nic se neztratí.';

/** Shown on a connection whose last fetch the bank did not answer (outage, an answer cut off): nothing of it was stored, the next sync tries again. */
export const BANK_SYNC_RETRY_MESSAGE = 'Fio banka při posledním načtení neodpověděla. Nic z něj jsme neuložili a zkusíme to znovu při dalším načtení.';

const PROVIDER_MESSAGE = 'Neznámý poskytovatel napojení: zatím umíme jen Fio banku (fio).';
const TOKEN_MISSING = 'Vložte token z internetového bankovnictví Fio.';
const TOKEN_SHAPE = 'Token Fio banky má přesně 64 znaků, jen písmena a číslice. Zkopírujte ho prosím celý.';

/** POST /bank_connection: the provider and the read-only token the member created in their internet banking. */
export const bankConnectionInputSchema = z.object({
  provider: z.enum(BANK_CONNECTION_PROVIDERS, { error: PROVIDER_MESSAGE }).describe('The bank API: fio (Fio banka).'),
  token: z
    .string({ error: TOKEN_MISSING })
    .max(200, { error: TOKEN_SHAPE })
    .trim()
    .min(1, { error: TOKEN_MISSING })
    .regex(/^[A-Za-z0-9]{64}$/, { error: TOKEN_SHAPE })
    .describe("The read-only API token from Fio's internet banking (64 letters and digits). Stored encrypted, never shown or returned again."),
});
export type BankConnectionInput = z.infer<typeof bankConnectionInputSchema>;

export const bankConnectionDtoSchema = z.object({
  id: z.number().int(),
  provider: z.enum(BANK_CONNECTION_PROVIDERS),
  account: z.string().describe('The connected account, Czech form [prefix-]number/bank code.'),
  status: z.enum(BANK_CONNECTION_STATUSES).describe('connected: synced daily and on request; refused: the bank refused the token, paste a new one.'),
  status_message: z.string().nullable().describe('Czech, when the connection needs the member (a refused token).'),
  connected_timestamp: z.number().int().describe('Unix seconds: when the token was pasted (last time).'),
  last_synced_timestamp: z.number().int().nullable().describe('Unix seconds: the last sync that stored what the bank sent.'),
});
export type BankConnectionDto = z.infer<typeof bankConnectionDtoSchema>;

export const bankSyncDtoSchema = z.object({
  connection: bankConnectionDtoSchema,
  outcome: z.enum(BANK_SYNC_OUTCOMES).describe('synced: stored; deferred: the bank asked to wait, the next sync fetches it; refused: the token was refused.'),
  message: z.string().nullable().describe('Czech, when the outcome is not synced.'),
  imported: z.number().int().describe('Entries added.'),
  duplicates: z.number().int().describe('Entries the bank sent that were stored before.'),
});
export type BankSyncDto = z.infer<typeof bankSyncDtoSchema>;
