import type { BankConnectionProvider } from './bank-connection.provider';
import { BankProviderError } from './bank-connection.provider';
import { parseFioStatement } from './fio-api-statement';

/** How long one call to Fio may take: a year of a busy account is a few MB. */
const FIO_TIMEOUT_MS = 60_000;

/**
 * Fio banka's read-only API (https://fioapi.fio.cz/v1/rest, FIO_API_URL): /periods/{token}/{from}/{to}/transactions.json.
 * The periods call is used for every fetch, never /last: /last moves Fio's own cursor when it answers, so a
 * fetch whose storing then failed would lose entries; a period asked again only brings duplicates, which the
 * entries' identity recognises. Fio answers 409 to a second call with one token within 30 seconds (throttled),
 * and an error status (500, 401, 403, 404) to a token it does not know or no longer accepts (refused). The token
 * is in the path, so no URL is ever logged or put into an error.
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
    if (response.status === 409) throw new BankProviderError('throttled', 'Fio API asked to wait (409)');
    if (response.status === 502 || response.status === 503 || response.status === 504) throw new BankProviderError('unavailable', `Fio API answered ${response.status}`);
    if (!response.ok) throw new BankProviderError('refused', `Fio API refused the token (${response.status})`);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new BankProviderError('unavailable', 'Fio API answered something that is not JSON');
    }
    return { statement: parseFioStatement(json), cursor: until };
  }
}
