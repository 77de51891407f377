import type { BankConnectionProviderId } from '@bonus/domain';
import type { ParsedStatement } from './parsed-statement';

/**
 * A bank API a member connects with a token (issue #55 part 4). A provider only fetches and maps what the bank
 * sends to the ParsedStatement the file readers produce, so storing, deduplicating and classifying the entries is
 * the same code as for uploads; a PSD2 aggregator is another implementation of this interface.
 */
export interface BankConnectionProvider {
  readonly id: BankConnectionProviderId;
  /**
   * One call to the bank: the account the token reads, with its booked entries from `since` through `until`
   * (YYYY-MM-DD, both included). Connecting makes this call as the token's check. `cursor` is what the next fetch
   * starts from: the last day covered. Throws BankProviderError when the bank does not answer with a statement.
   */
  fetchSince(token: string, since: string, until: string): Promise<{ statement: ParsedStatement; cursor: string }>;
}

/**
 * Why a provider call brought no statement: refused (the bank refused the token: revoked, expired, mistyped),
 * throttled (the bank's own limit on calls, e.g. Fio's 409 within 30 seconds: try later), unavailable (network,
 * outage, an answer that is not a statement), or ambiguous (an answer the bank gives both to a token it refuses and
 * when its own side fails, Fio's 500: only its repetition tells, see SERVER_ERRORS_REFUSAL_HOURS).
 */
export class BankProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'throttled' | 'unavailable' | 'ambiguous',
    message: string,
  ) {
    super(message);
    this.name = 'BankProviderError';
  }
}
