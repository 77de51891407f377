import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

export interface BonusKlubClientOptions {
  /** The api's origin, e.g. https://api.bonusklub.cz */
  baseUrl: string;
  /** A personal API token (bk_live_…) from Nastavení → API tokeny. */
  token: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** Every REST call of the api, typed from its OpenAPI document (libs/sdk/openapi.json). */
export type BonusKlubClient = Client<paths>;

/**
 * A typed client of the REST surface (openapi-fetch over the types openapi-typescript generates from
 * /openapi.json). Each call answers `{ data }` or `{ error }` (the api's Czech error text in `error.error`).
 */
export function createBonusKlubClient({ baseUrl, token, fetch }: BonusKlubClientOptions): BonusKlubClient {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` }, ...(fetch && { fetch }) });
}
