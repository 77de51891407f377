import { formatCzechDateTime, termsChangeText } from '@bonus/domain';
import type { TermsVersionView } from './bonuses.graphql';

interface TermsChangeListProps {
  /** Versions newer than the one the member started under, newest first. */
  versions: TermsVersionView[];
  companyName: (id: number) => string;
}

/** What changed in an offer's terms since the member started it, version by version, in words. */
export function TermsChangeList({ versions, companyName }: TermsChangeListProps) {
  return (
    <ol className="bonus-terms-changes__versions">
      {versions.map((version) => (
        <li key={version.version}>
          <p className="bonus-terms-changes__when">Změna {formatCzechDateTime(new Date(version.createdTimestamp * 1000))}</p>
          <ul>
            {version.changes.map((change) => {
              const text = termsChangeText(change, companyName);
              return (
                <li key={change.field} data-testid="terms-change">
                  <strong>{text.label}:</strong> {text.before} → {text.after}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
