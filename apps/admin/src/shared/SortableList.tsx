import { Announcements, closestCenter, DndContext, DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ReactNode, useId } from 'react';
import './sortable-list.css';

type Id = string | number;

/** Why a sortable list does not move while searched or filtered (where would a row land among the hidden ones?). */
export const FILTERED_ORDER_HINT = 'Během hledání nelze měnit pořadí. Pro přesouvání hledání zrušte.';

interface SortableListProps<T extends { id: Id }> {
  items: readonly T[];
  /** Called with the indexes of a finished move. */
  onMove: (from: number, to: number) => void;
  /** Names the item on its drag handle, e.g. 'krok 2: Registrace'. */
  itemLabel: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  testId?: string;
  /** Moving is off while set (a search shows only some rows: where a row would land among hidden ones is unclear); the text says why, above the list. */
  lockedHint?: string;
}

function SortableRow({ id, label, testId, lockedBy, children }: { id: Id; label: string; testId?: string; lockedBy?: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: lockedBy !== undefined });
  // A locked handle stays in its place (the rows keep their layout), disabled and pointing to the reason.
  const handle = lockedBy === undefined ? { ...attributes, ...listeners } : { disabled: true, 'aria-describedby': lockedBy };
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={`sortable-row${isDragging ? ' sortable-row--dragging' : ''}`} data-testid={testId}>
      <button type="button" className="sortable-row__handle" aria-label={`Přesunout ${label}`} {...handle}>
        ⠿
      </button>
      {children}
    </li>
  );
}

/** What a screen reader hears during a move, in Czech (dnd-kit's own texts are English): positions, not ids. */
function czechAnnouncements(items: readonly { id: Id }[]): Announcements {
  const at = (id: Id) => `${items.findIndex((item) => item.id === id) + 1} z ${items.length}`;
  return {
    onDragStart: ({ active }) => `Zvednuto, pozice ${at(active.id)}.`,
    // dnd-kit also reports the lifted row over itself at the start of a move.
    onDragOver: ({ active, over }) => (!over ? 'Mimo seznam.' : over.id === active.id ? `Původní pozice ${at(over.id)}.` : `Pozice ${at(over.id)}.`),
    onDragEnd: ({ active, over }) => `Položeno, pozice ${at((over ?? active).id)}.`,
    onDragCancel: ({ active }) => `Přesun zrušen, pozice ${at(active.id)}.`,
  };
}

/** An ordered list whose rows move by mouse or keyboard (dnd-kit: space lifts, arrows move, space drops). */
export function SortableList<T extends { id: Id }>({ items, onMove, itemLabel, renderItem, className, testId, lockedHint }: SortableListProps<T>) {
  const hintId = useId();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(
      items.findIndex((item) => item.id === active.id),
      items.findIndex((item) => item.id === over.id),
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: czechAnnouncements(items),
        screenReaderInstructions: { draggable: 'Položku zvednete mezerníkem, posunete šipkami a položíte mezerníkem. Escape přesun zruší.' },
      }}
    >
      {lockedHint && (
        <p id={hintId} className="sortable-list__locked">
          {lockedHint}
        </p>
      )}
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className={`sortable-list ${className ?? ''}`}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} label={itemLabel(item, index)} testId={testId} lockedBy={lockedHint ? hintId : undefined}>
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
