import { useCallback, useEffect, useRef, useState } from 'react';

const isNarrow = (query: string) => Boolean(window.matchMedia?.(query).matches);

/**
 * A sidebar's open state: open beside the page on wide screens, closed on narrow ones (where it lies over the
 * page), also when the window is resized across `narrowQuery`. Opened over the page, the focus moves to its
 * first link; Escape or the backdrop closes it and the focus goes back to the menu button, so a keyboard user
 * is never left on a hidden link.
 */
export function useSidebar(narrowQuery = '(max-width: 1024px)') {
  const [open, setOpen] = useState(() => !isNarrow(narrowQuery));
  const [narrow, setNarrow] = useState(() => isNarrow(narrowQuery));
  const menuRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const query = window.matchMedia?.(narrowQuery);
    if (!query) return;
    const follow = (event: MediaQueryListEvent) => {
      setNarrow(event.matches);
      setOpen(!event.matches);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [narrowQuery]);

  const overlay = narrow && open;
  const closeOverlay = useCallback(() => {
    setOpen(false);
    menuRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!overlay) return;
    sidebarRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeOverlay();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, closeOverlay]);

  return {
    sidebarOpen: open,
    overlay,
    menuRef,
    sidebarRef,
    toggle: () => setOpen((value) => !value),
    closeOverlay,
    /** After choosing an entry the page it opens should be visible. */
    closeIfOverlay: () => overlay && setOpen(false),
  };
}
