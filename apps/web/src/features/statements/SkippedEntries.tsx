import { formatCount, type PluralForms, type SkippedEntryDto } from '@bonus/domain';

const ENTRIES: PluralForms = { one: 'pohyb', few: 'pohyby', other: 'pohybů' };

/** The entries of an uploaded file that were not imported, each with where it is in the file and why. */
export function SkippedEntries({ entries }: { entries: readonly SkippedEntryDto[] }) {
  if (!entries.length) return null;
  return (
    <div className="statement-upload__skipped">
      <h3>Nenačteno: {formatCount(entries.length, ENTRIES)}</h3>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.position}-${entry.reference ?? ''}`}>
            <strong>
              {entry.position}
              {entry.reference ? ` (reference ${entry.reference})` : ''}
            </strong>
            : {entry.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
