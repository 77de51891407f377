import { KeyboardEvent, RefObject, useEffect, useRef } from 'react';
import { tabbable } from 'tabbable';

/**
 * Focus handling a modal <dialog> needs beyond what browsers do: Tab and Shift+Tab wrap around inside
 * it (Chromium otherwise lets focus leave to the browser's own controls), and closing it gives the
 * focus back to the control that opened it. `tabbable` knows which elements really take focus.
 */
export function useDialogFocus(ref: RefObject<HTMLDialogElement | null>, open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    // Kept in a ref: when the effect runs again (StrictMode), the focus is already inside the dialog.
    const dialog = ref.current;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !dialog?.contains(active)) opener.current = active;
    return () => {
      // After this round of effects, once the dialog is closed (or gone) and the page behind usable again.
      queueMicrotask(() => {
        const stillOpen = dialog?.isConnected && dialog.open;
        if (!stillOpen && opener.current?.isConnected) opener.current.focus();
      });
    };
  }, [open, ref]);

  return function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = tabbable(ref.current);
    if (!focusable.length) return;
    const [first, last] = [focusable[0], focusable[focusable.length - 1]];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
