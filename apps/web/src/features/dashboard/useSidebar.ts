import { useCallback, useEffect, useRef, useState } from 'react';

/** At this width the sidebar lies over the page instead of beside it (dashboard.css). */
const NARROW = '(max-width: 1024px)';

const isNarrow = () => Boolean(window.matchMedia?.(NARROW).matches);

/**
 * The dashboard sidebar's open state: open on wide screens, closed on narrow ones, also when the window
 * is resized across the breakpoint. Over the page it closes on Escape or the backdrop, and the focus goes
 * back to the menu button so a keyboard user is not left on a hidden link.
 */
export function useSidebar() {
  const [open, setOpen] = useState(() => !isNarrow());
  const [narrow, setNarrow] = useState(isNarrow);
  const menuRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const query = window.matchMedia?.(NARROW);
    if (!query) return;
    const follow = (event: MediaQueryListEvent) => {
      setNarrow(event.matches);
      setOpen(!event.matches);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const overlay = narrow && open;
  const closeOverlay = useCallback(() => {
    setOpen(false);
    menuRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!overlay) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeOverlay();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, closeOverlay]);

  return {
    sidebarOpen: open,
    overlay,
    menuRef,
    toggle: () => setOpen((value) => !value),
    closeOverlay,
    /** After choosing an entry the page it opens should be visible. */
    closeIfOverlay: () => overlay && setOpen(false),
  };
}
