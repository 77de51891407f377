import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';

/**
 * A list the admin reorders: the new order shows at once (over whatever the server sends later) and
 * is saved; if saving fails the server's order comes back and `failed` is set.
 */
export function useSortableSave<T extends { id: number }>(serverItems: readonly T[] | undefined, save: (ids: number[]) => Promise<unknown>) {
  const [order, setOrder] = useState<number[] | null>(null);
  const [failed, setFailed] = useState(false);
  const position = (item: T) => {
    const index = order?.indexOf(item.id) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const items = order ? [...(serverItems ?? [])].sort((a, b) => position(a) - position(b)) : (serverItems ?? []);
  const move = async (from: number, to: number) => {
    const ids = arrayMove(
      items.map((item) => item.id),
      from,
      to,
    );
    setOrder(ids);
    setFailed(false);
    try {
      await save(ids);
    } catch {
      setOrder(null);
      setFailed(true);
    }
  };
  return { items, move, failed };
}
