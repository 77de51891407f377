import { useApolloClient, useQuery } from '@apollo/client/react';
import { PAYOUT_BATCH_FILE_QUERY, PAYOUT_BATCHES_QUERY, PayoutBatchView } from './payouts.graphql';
import { errorMessage, formatCzechDate, formatCzechDateTime, formatPayoutAmount, PayoutTotal } from '@bonus/domain';
import { Button, ErrorState, LoadingState } from '@bonus/ui';
import { useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { MarkBatchPaidModal } from './MarkBatchPaidModal';
import { savePayoutFile } from './payout-file';
import type { Notice } from './PayoutsPage';

const total = ({ count, amountHalere }: PayoutTotal) => (count === 0 ? '–' : `${formatPayoutAmount(amountHalere)} (${count}×)`);
/** A calendar day (YYYY-MM-DD) as Czech text; noon UTC is the same day in Prague. */
const czechDay = (isoDate: string) => formatCzechDate(new Date(`${isoDate}T12:00:00Z`));

/** The exported batches: download the bank file again, or mark a batch paid once the bank has sent it. */
export function PayoutBatches({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { data, error, refetch } = useQuery(PAYOUT_BATCHES_QUERY, { fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  const [paying, setPaying] = useState<PayoutBatchView | null>(null);
  const download = async (batch: PayoutBatchView) => {
    try {
      const { data: file } = await client.query({ query: PAYOUT_BATCH_FILE_QUERY, variables: { batchId: batch.id }, fetchPolicy: 'network-only' });
      if (file) savePayoutFile(file.payoutBatchFile);
    } catch (failure) {
      onNotice({ kind: 'error', text: failureText(failure) });
    }
  };

  return (
    <section className="ui-card payouts-section" aria-labelledby="batches-title">
      <h2 id="batches-title">Dávky pro banku</h2>
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label="Načítám dávky…" />
      ) : data.payoutBatches.length === 0 ? (
        <p>Zatím žádná dávka. Exportujte čekající výplaty výše.</p>
      ) : (
        <div className="payouts-scroll" role="region" aria-labelledby="batches-title" tabIndex={0}>
          <table className="admin-table payouts-table">
            <thead>
              <tr>
                <th scope="col">Dávka</th>
                <th scope="col">Čeká</th>
                <th scope="col">Stav</th>
                <th scope="col">Akce</th>
                <th scope="col">Vyplaceno</th>
                <th scope="col">Vráceno</th>
                <th scope="col">Vytvořena</th>
              </tr>
            </thead>
            <tbody>
              {data.payoutBatches.map((batch) => (
                <tr key={batch.id} data-testid="payout-batch">
                  <td>č. {batch.id}</td>
                  <td className="payouts-amount">{total(batch.pending)}</td>
                  <td>
                    <span className={`ui-badge ${batch.paidOn ? 'is-active' : 'is-inactive'}`}>{batch.paidOn ? `Vyplaceno ${czechDay(batch.paidOn)}` : 'Čeká na banku'}</span>
                  </td>
                  <td>
                    <div className="admin-actions">
                      <Button variant="secondary" onClick={() => void download(batch)} aria-label={`Stáhnout soubor dávky č. ${batch.id}`}>
                        Stáhnout
                      </Button>
                      {!batch.paidOn && batch.pending.count > 0 && (
                        <Button onClick={() => setPaying(batch)} aria-label={`Označit jako vyplacenou: dávka č. ${batch.id}`}>
                          Označit jako vyplacenou
                        </Button>
                      )}
                    </div>
                  </td>
                  <td className="payouts-amount">{total(batch.paid)}</td>
                  <td className="payouts-amount">{total(batch.failed)}</td>
                  <td>
                    {formatCzechDateTime(new Date(batch.creationTimestamp * 1000))}
                    <br />
                    <small>{batch.createdByName ?? 'smazaný účet'}</small>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paying && <MarkBatchPaidModal batch={paying} onClose={() => setPaying(null)} onNotice={onNotice} />}
    </section>
  );
}
