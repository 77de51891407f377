import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { PublicDocument } from './public-documents';

/** A public query the api refused or could not answer; `code` is the api's error code, else NETWORK_ERROR or HTTP_<status>. */
export class PublicQueryError extends Error {
  constructor(readonly code: string) {
    super(`Public query failed: ${code}`);
  }
}

interface GraphQLAnswer<Result> {
  data?: Result | null;
  errors?: { extensions?: { code?: unknown } }[];
}

/** Sends one public query with fetch: no token, no GraphQL client. */
export async function fetchPublic<Result>(apiUrl: string, document: PublicDocument<Result>, signal?: AbortSignal): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: document }), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PublicQueryError('NETWORK_ERROR');
  }
  const answer = (await response.json().catch(() => ({}))) as GraphQLAnswer<Result>;
  const code = answer.errors?.[0]?.extensions?.code;
  if (response.ok && answer.data && !answer.errors?.length) return answer.data;
  throw new PublicQueryError(typeof code === 'string' ? code : `HTTP_${response.status}`);
}

/** Where the api is, for public queries: '' (same origin) unless the app provides its configured address. */
export const PublicApiUrl = createContext('');

interface PublicQueryState<Result> {
  data?: Result;
  error?: PublicQueryError;
  loading: boolean;
}

/**
 * The public pages' data hook (home page: tiers, generation, statistics, FAQ). Hand-written instead of
 * Apollo or TanStack Query because those would triple the home page's JavaScript for four GET-like
 * queries that need no cache normalisation; signed-in screens keep using Apollo.
 */
export function usePublicQuery<Result>(document: PublicDocument<Result>) {
  const apiUrl = useContext(PublicApiUrl);
  const [state, setState] = useState<PublicQueryState<Result>>({ loading: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchPublic(apiUrl, document, controller.signal).then(
      (data) => {
        setState({ data, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof PublicQueryError ? error : new PublicQueryError('NETWORK_ERROR');
        setState((previous) => ({ data: previous.data, error: failure, loading: false }));
      },
    );
    return () => controller.abort();
  }, [apiUrl, document, attempt]);
  const refetch = useCallback(() => {
    setState((previous) => ({ data: previous.data, loading: true }));
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, refetch };
}
