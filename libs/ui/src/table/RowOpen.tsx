import type { ReactNode } from 'react';
import type { RowOpener } from './data-table-types';

/** The first cell of a row that opens a record: a link (the app's router may take the click) or a button. */
export function RowOpen({ open, children }: { open: RowOpener | undefined; children: ReactNode }) {
  if (!open) return children;
  if (open.href)
    return (
      <a
        className="ui-dt__open"
        href={open.href}
        aria-label={open.label}
        onClick={(event) => {
          if (!open.onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          open.onOpen();
        }}
      >
        {children}
      </a>
    );
  return (
    <button type="button" className="ui-dt__open" aria-label={open.label} onClick={open.onOpen}>
      {children}
    </button>
  );
}
