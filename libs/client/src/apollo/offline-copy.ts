import type { ApolloCache, ApolloClient, InMemoryCache } from '@apollo/client';
import { safely } from '../storage/safe-storage';

/** The last loaded data of the signed-in member, kept in this browser so the installed app opens offline. */
const KEY = 'bk.offlineCopy';
const SAVE_DELAY_MS = 1000;

/** Only an offline start uses the copy: online, every page loads fresh data (the copy would serve stale cache-first answers). */
export function restoreOfflineCopy(cache: InMemoryCache): void {
  if (navigator.onLine) return;
  restoreSavedCopy(cache);
}

/** Puts the saved copy into the cache now: for a start whose first request found no network although the browser claimed one. */
export function restoreSavedCopy(cache: ApolloCache): void {
  safely(() => {
    const saved = window.localStorage.getItem(KEY);
    if (saved) cache.restore(JSON.parse(saved));
  }, undefined);
}

/** Saves the cache a moment after each answer (and when the page goes away); forgets it when the store is cleared (logout). */
export function keepOfflineCopy(client: ApolloClient, cache: InMemoryCache): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => safely(() => window.localStorage.setItem(KEY, JSON.stringify(cache.extract())), undefined);
  window.addEventListener('pagehide', save);
  client.onClearStore(async () => {
    clearTimeout(timer);
    safely(() => window.localStorage.removeItem(KEY), undefined);
  });
  return () => {
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  };
}
