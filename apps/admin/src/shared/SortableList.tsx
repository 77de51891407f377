import { Announcements, closestCenter, DndContext, DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ReactNode } from 'react';
import './sortable-list.css';

type Id = string | number;

interface SortableListProps<T extends { id: Id }> {
  items: readonly T[];
  /** Called with the indexes of a finished move. */
  onMove: (from: number, to: number) => void;
  /** Names the item on its drag handle, e.g. 'krok 2: Registrace'. */
  itemLabel: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  testId?: string;
}

function SortableRow({ id, label, testId, children }: { id: Id; label: string; testId?: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={`sortable-row${isDragging ? ' sortable-row--dragging' : ''}`} data-testid={testId}>
      <button type="button" className="sortable-row__handle" aria-label={`Přesunout ${label}`} {...attributes} {...listeners}>
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
export function SortableList<T extends { id: Id }>({ items, onMove, itemLabel, renderItem, className, testId }: SortableListProps<T>) {
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
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className={`sortable-list ${className ?? ''}`}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} label={itemLabel(item, index)} testId={testId}>
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
