import type { BankConnectionProvider } from './bank-connection.provider';
import { BankProviderError } from './bank-connection.provider';
import { parseFioStatement } from './fio-api-statement';

/** How long one call to Fio may take: a year of a busy account is a few MB. */
const FIO_TIMEOUT_MS = 60_000;
/** The statuses by which Fio plainly refuses a token. */
const REFUSED_STATUSES = [401, 403, 404];

/** What a status other than 2xx from Fio means (see FioProvider). */
function fioFailure(status: number): BankProviderError {
  if (status === 409) return new BankProviderError('throttled', 'Fio API asked to wait (409)');
  if (REFUSED_STATUSES.includes(status)) return new BankProviderError('refused', `Fio API refused the token (${status})`);
  if (status === 500) return new BankProviderError('ambiguous', 'Fio API answered 500: a token it does not accept, or its own failure');
  return new BankProviderError('unavailable', `Fio API answered ${status}`);
}

/**
 * Fio banka's read-only API (https://fioapi.fio.cz/v1/rest, FIO_API_URL): /periods/{token}/{from}/{to}/transactions.json.
 * The periods call is used for every fetch, never /last: /last moves Fio's own cursor when it answers, so a
 * fetch whose storing then failed would lose entries; a period asked again only brings duplicates, which the
 * entries' identity recognises. Fio answers 409 to a second call with one token within 30 seconds (throttled).
 * Its documentation gives HTTP 500 for a token that does not exist or is not active (revoked, expired, or created
 * less than about five minutes ago), but a failure on Fio's side answers 500 too: a 500 is ambiguous, and the
 * connection decides by its repetition. 401, 403 and 404 refuse the token plainly; anything else is an outage.
 * The token is in the path, so no URL is ever logged or put into an error.
 */
export class FioProvider implements BankConnectionProvider {
  readonly id = 'fio' as const;

  constructor(private readonly baseUrl: string) {}

  async fetchSince(token: string, since: string, until: string) {
    const url = `${this.baseUrl.replace(/\/+$/, '')}/periods/${encodeURIComponent(token)}/${since}/${until}/transactions.json`;
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FIO_TIMEOUT_MS) });
    } catch {
      throw new BankProviderError('unavailable', 'Fio API did not answer');
    }
    const body = await response.text().catch(() => '');
    if (!response.ok) throw fioFailure(response.status);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new BankProviderError('unavailable', 'Fio API answered something that is not JSON');
    }
    return { statement: parseFioStatement(json), cursor: until };
  }
}
