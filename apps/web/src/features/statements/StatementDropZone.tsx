import { Button } from '@bonus/ui';
import { FileUp } from 'lucide-react';
import { DragEvent, useRef, useState } from 'react';

export const STATEMENT_FILE_TYPES = '.xml,.gpc,.txt,.abo';

/** Where a statement file comes in: dropped from the desktop, or picked with the button (keyboard and touch). */
export function StatementDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div className={`statement-drop${over ? ' statement-drop--over' : ''}`} data-testid="statement-drop" onDragOver={dragOver} onDragLeave={() => setOver(false)} onDrop={drop}>
      <FileUp size={32} aria-hidden="true" />
      <p>Přetáhněte sem soubor s výpisem, nebo</p>
      <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        Vybrat soubor
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Soubor s výpisem"
        accept={STATEMENT_FILE_TYPES}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so picking the same file again is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p className="statement-drop__hint">CAMT.053 (.xml) nebo GPC (.gpc, .txt, .abo), nejvýš 20 MB.</p>
    </div>
  );
}
