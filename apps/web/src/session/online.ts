import { connectivity } from '@bonus/client';
import { useSyncExternalStore } from 'react';

/** Whether the api can be reached (the app turns read-only and says so when it cannot). */
export function useOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.online, () => true);
}
