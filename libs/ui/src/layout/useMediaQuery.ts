import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following it as the window changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => Boolean(window.matchMedia?.(query).matches),
  );
}
