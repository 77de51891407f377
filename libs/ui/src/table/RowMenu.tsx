import { Ellipsis } from 'lucide-react';
import { KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { RowAction } from './data-table-types';
import './row-menu.css';

const ITEM_HEIGHT = 44;

/** Where the open menu sits: under its button (over it when there is no room below), right edges aligned, above any scrolling box. */
function placeBy(button: HTMLElement, itemCount: number): Place {
  const box = button.getBoundingClientRect();
  const right = Math.max(8, window.innerWidth - box.right);
  const fitsBelow = box.bottom + 4 + itemCount * ITEM_HEIGHT + 16 <= window.innerHeight;
  return fitsBelow ? { top: box.bottom + 4, right } : { bottom: window.innerHeight - box.top + 4, right };
}

type Place = { top: number; right: number } | { bottom: number; right: number };

/**
 * The "⋯" menu of a row's rare actions: a menu button (aria-haspopup, aria-expanded) whose menu is walked with
 * the arrow keys, Home and End; Escape closes it and gives focus back to the button, Tab and a click outside close it.
 * It is fixed to the viewport (no scrolling box clips it) and follows its button when the page scrolls.
 */
export function RowMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  const [place, setPlace] = useState<Place | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const open = place !== null;
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? []);
  const close = (refocus: boolean) => {
    setPlace(null);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // Focus without scrolling the page under the menu.
    items()[0]?.focus({ preventScroll: true });
    const outside = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) close(false);
    };
    // The page moving under an open menu (a scroll, a refetch shortening it) takes the menu along with its button.
    const follow = () => button.current && setPlace(placeBy(button.current, items().length));
    document.addEventListener('mousedown', outside);
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      document.removeEventListener('mousedown', outside);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: (at + 1) % list.length, ArrowUp: (at - 1 + list.length) % list.length, Home: 0, End: list.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      list[moves[event.key]]?.focus({ preventScroll: true });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setPlace(placeBy(event.currentTarget, actions.length));
  };

  return (
    <div className="ui-row-menu">
      <button
        ref={button}
        type="button"
        className="ui-row-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={(event) => (open ? close(false) : setPlace(placeBy(event.currentTarget, actions.length)))}
        onKeyDown={onButtonKey}
      >
        <Ellipsis aria-hidden="true" size={20} />
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} className="ui-row-menu__list" style={place} onKeyDown={onMenuKey}>
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={action.disabled}
                className={action.danger ? 'is-danger' : undefined}
                onClick={() => {
                  close(true);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
