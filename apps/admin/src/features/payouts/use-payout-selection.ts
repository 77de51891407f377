import { useState } from 'react';
import type { AdminPayoutView } from './payouts.graphql';

/**
 * Which payouts go into the next bank file: every shown one not yet in a batch, less those the admin unticked.
 * What you see is what you export: rows a search or chip hides stay out, and "Vybrat vše" / "Zrušit výběr" act on the shown rows.
 */
export function usePayoutSelection(all: readonly AdminPayoutView[] | undefined, shown: readonly AdminPayoutView[] | undefined) {
  const [deselected, setDeselected] = useState<ReadonlySet<number>>(new Set());
  const exportable = shown?.filter((payout) => payout.batchId === null) ?? [];
  const selected = exportable.filter((payout) => !deselected.has(payout.id));
  const hiddenByFilter = (all?.filter((payout) => payout.batchId === null).length ?? 0) - exportable.length;
  const tick = (ids: readonly number[], on: boolean) =>
    setDeselected((current) => {
      const next = new Set(current);
      ids.forEach((id) => (on ? next.delete(id) : next.add(id)));
      return next;
    });
  return {
    exportable,
    selected,
    hiddenByFilter,
    isTicked: (id: number) => !deselected.has(id),
    tick: (id: number, on: boolean) => tick([id], on),
    tickShown: (on: boolean) => tick(exportable.map((payout) => payout.id), on),
    reset: () => setDeselected(new Set()),
  };
}
