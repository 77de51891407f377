import { formatCzechDateTime, termsChangeText } from '@bonus/domain';
import type { TermsVersionView } from './bonuses.graphql';

interface TermsChangeListProps {
  /** Versions newer than the one the member started under, newest first. */
  versions: TermsVersionView[];
  companyName: (id: number) => string;
  /** When the member started (unix seconds): the due dates a change moved are counted from it. */
  startedTimestamp: number | null;
}

/** What changed in an offer's terms since the member started it, version by version, in words, with each due date it moved. */
export function TermsChangeList({ versions, companyName, startedTimestamp }: TermsChangeListProps) {
  const startedAt = startedTimestamp === null ? null : new Date(startedTimestamp * 1000);
  return (
    <ol className="bonus-terms-changes__versions">
      {versions.map((version) => (
        <li key={version.version}>
          <p className="bonus-terms-changes__when">Změna {formatCzechDateTime(new Date(version.createdTimestamp * 1000))}</p>
          <ul>
            {version.changes.map((change) => {
              const text = termsChangeText(change, companyName, startedAt);
              return (
                <li key={change.field} data-testid="terms-change">
                  <strong>{text.label}:</strong> {text.before} → {text.after}
                  {text.moved.map((moved) => (
                    <strong key={moved} className="bonus-terms-changes__moved" data-testid="terms-change-moved">
                      {moved}
                    </strong>
                  ))}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
