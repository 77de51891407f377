import { ReactNode } from 'react';

/**
 * A table that may be wider than a phone scrolls sideways inside this box instead of widening the page.
 * The box is a named, focusable region so keyboard and screen-reader users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ui-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
