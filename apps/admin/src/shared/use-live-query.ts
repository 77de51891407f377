import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

/** What a polled page needs beyond the query: the data it last had and how its refreshes are going. */
export interface LiveQuery<TData> {
  /** The newest data that arrived; a failed refresh keeps it (the page goes on showing it). */
  data: TData | undefined;
  /** Nothing has ever arrived and the load failed: only then does the page show an error with a retry. */
  firstLoadFailed: boolean;
  /** When the shown data last arrived, while the refreshes since then fail; null when it is current. */
  staleSince: Date | null;
  retry: () => void;
}

/**
 * A query a page keeps refreshing (the live block of the overview, newsletter progress). A refresh can
 * fail (a restarting api, a dropped connection): the page keeps what it shows, says since when the data
 * is old, and polling goes on, so the next refresh that works brings it back up to date.
 */
export function useLiveQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: useQuery.Options<TData, TVariables> & { pollInterval: number },
): LiveQuery<TData> {
  // Each poll passes through `poll` back to `ready`, so every answer that arrives is a change of status.
  const result = useQuery(query, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true, ...options } as useQuery.Options<TData, TVariables>);
  const data = (result.data ?? result.previousData) as TData | undefined;
  // Noted while rendering (React's "adjust state on a prop change"), not in an effect: no extra render pass.
  const [seen, setSeen] = useState<{ status: NetworkStatus; arrivedAt: Date | null }>({ status: result.networkStatus, arrivedAt: null });
  if (seen.status !== result.networkStatus) {
    setSeen({ status: result.networkStatus, arrivedAt: result.networkStatus === NetworkStatus.ready && !result.error ? new Date() : seen.arrivedAt });
  }
  const arrivedAt = seen.arrivedAt;
  return {
    data,
    firstLoadFailed: Boolean(result.error) && !data,
    staleSince: result.error && data ? arrivedAt : null,
    retry: () => void result.refetch().catch(() => undefined),
  };
}
