import { useQuery } from '@apollo/client/react';
import { errorMessage, formatCzechDateTime, termsChangeText } from '@bonus/domain';
import { ErrorState, LoadingState, Modal } from '@bonus/ui';
import { ArrowRight } from 'lucide-react';
import { BONUS_TERMS_QUERY, CATALOGUE_OPTIONS_QUERY } from './admin-bonuses.graphql';

/**
 * "Historie podmínek" (issue #36 §5): every version of an offer's terms, newest first, each with its date and what
 * changed from what to what; version 1 is the creation.
 */
export function TermsHistoryModal({ bonus, onClose }: { bonus: { id: number; name: string }; onClose: () => void }) {
  const { data, error, refetch } = useQuery(BONUS_TERMS_QUERY, { variables: { bonusId: bonus.id }, fetchPolicy: 'network-only' });
  const companies = useQuery(CATALOGUE_OPTIONS_QUERY).data?.companies ?? [];
  const companyName = (id: number) => companies.find((company) => company.id === id)?.name ?? `společnost ${id}`;
  const versions = data?.bonusTerms;
  return (
    <Modal open title={`Historie podmínek: ${bonus.name}`} onClose={onClose} size="large">
      {error && !versions ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !versions ? (
        <LoadingState />
      ) : (
        <ol className="terms-history">
          {versions.map((version) => (
            <li key={version.version} className="terms-history__version">
              <h3>
                Verze {version.version} · <time dateTime={new Date(version.createdTimestamp * 1000).toISOString()}>{formatCzechDateTime(new Date(version.createdTimestamp * 1000))}</time>
              </h3>
              {version.version === 1 ? (
                <p className="terms-history__created">Vytvoření</p>
              ) : (
                <dl className="terms-history__changes">
                  {version.changes.map((change) => {
                    const text = termsChangeText(change, companyName);
                    return (
                      <div key={change.field}>
                        <dt>{text.label}</dt>
                        <dd>
                          <span className="terms-history__before">{text.before}</span>
                          <ArrowRight size={16} aria-hidden="true" className="terms-history__arrow" />
                          <span className="visually-hidden">změněno na</span>
                          <span className="terms-history__after">{text.after}</span>
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
