import { Button } from '@bonus/ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import './unsaved-changes.css';

interface UnsavedChangesBarProps {
  /** The titles of the sections with changes; empty: everything is saved. */
  changed: readonly string[];
  saving: boolean;
  /** The primary (submit) button's text. */
  saveLabel: string;
  /** Puts the form back as it was loaded. */
  onReset: () => void;
  /** A record not saved yet: it may be saved as it is (a copy), and the bar says it is new. */
  isNew?: boolean;
  /** Further buttons beside the primary one (e.g. "Uložit jako koncept"). */
  children?: ReactNode;
}

/**
 * The sticky bar at the bottom of a long form: "Neuložené změny" with the changed sections named, a reset,
 * and the save button, disabled while nothing changed. The status is a polite live region.
 */
export function UnsavedChangesBar({ changed, saving, saveLabel, onReset, isNew = false, children }: UnsavedChangesBarProps) {
  const dirty = changed.length > 0;
  const savable = dirty || isNew;
  return (
    <div className={`unsaved-bar${savable ? ' unsaved-bar--dirty' : ''}`}>
      <p className="unsaved-bar__status" role="status">
        {savable ? <CircleAlert size={18} aria-hidden="true" /> : <CircleCheck size={18} aria-hidden="true" />}
        {dirty ? (
          <span>
            <strong>Neuložené změny</strong> ({changed.length}): {changed.join(', ')}
          </span>
        ) : isNew ? (
          <span>
            <strong>Zatím neuloženo</strong>
          </span>
        ) : (
          <span>Žádné neuložené změny</span>
        )}
      </p>
      <div className="unsaved-bar__actions">
        {/* Only when there is something to throw away: on a phone the bar keeps to one row of buttons. */}
        {dirty && (
          <Button variant="secondary" disabled={saving} onClick={onReset}>
            Zahodit změny
          </Button>
        )}
        {children}
        <Button type="submit" disabled={!savable || saving} aria-busy={saving}>
          {saving ? 'Ukládám…' : saveLabel}
        </Button>
      </div>
    </div>
  );
}
