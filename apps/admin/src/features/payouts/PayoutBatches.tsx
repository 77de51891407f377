import { useApolloClient, useQuery } from '@apollo/client/react';
import { PAYOUT_BATCH_FILE_QUERY, PAYOUT_BATCHES_QUERY, PayoutBatchView } from './payouts.graphql';
import { errorMessage, formatCzechDate, formatCzechDateTime, formatPayoutAmount, PayoutTotal } from '@bonus/domain';
import { Button, DataColumn, DataTable, ErrorState, StatusLabel } from '@bonus/ui';
import { useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { MarkBatchPaidModal } from './MarkBatchPaidModal';
import { savePayoutFile } from './payout-file';
import type { Notice } from '../../shared/notice';

const total = ({ count, amountHalere }: PayoutTotal) => (count === 0 ? '–' : <span className="ui-money">{`${formatPayoutAmount(amountHalere)} (${count}×)`}</span>);
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

  const columns: DataColumn<PayoutBatchView>[] = [
    { id: 'batch', header: 'Dávka', cell: (batch) => `č. ${batch.id}` },
    {
      id: 'status',
      header: 'Stav',
      cell: (batch) => (
        <span className="payouts-batch-status">
          <StatusLabel tone={batch.paidOn ? 'success' : 'warning'}>{batch.paidOn ? `Vyplaceno ${czechDay(batch.paidOn)}` : 'Čeká na banku'}</StatusLabel>
          {!batch.paidOn && batch.pending.count > 0 && (
            <Button onClick={() => setPaying(batch)} aria-label={`Označit jako vyplacenou: dávka č. ${batch.id}`}>
              Označit jako vyplacenou
            </Button>
          )}
        </span>
      ),
    },
    { id: 'pending', header: 'Čeká', align: 'right', cell: (batch) => total(batch.pending) },
    { id: 'paid', header: 'Vyplaceno', align: 'right', cell: (batch) => total(batch.paid) },
    { id: 'failed', header: 'Vráceno', align: 'right', cell: (batch) => total(batch.failed) },
    {
      id: 'created',
      header: 'Vytvořena',
      cell: (batch) => (
        <>
          {formatCzechDateTime(new Date(batch.creationTimestamp * 1000))}
          <br />
          <small>{batch.createdByName ?? 'smazaný účet'}</small>
        </>
      ),
    },
  ];

  return (
    <section className="ui-card payouts-section" aria-labelledby="batches-title">
      <h2 id="batches-title">Dávky pro banku</h2>
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="Seznam dávek pro banku"
          rows={data?.payoutBatches}
          columns={columns}
          rowKey={(batch) => String(batch.id)}
          rowTestId="payout-batch"
          emptyText="Zatím žádná dávka. Exportujte čekající výplaty výše."
          loadingText="Načítám dávky…"
          pageSize={10}
          rowActions={(batch) => [{ label: 'Stáhnout soubor', onSelect: () => void download(batch) }]}
          menuLabel={(batch) => `Další akce: dávka č. ${batch.id}`}
        />
      )}
      {paying && <MarkBatchPaidModal batch={paying} onClose={() => setPaying(null)} onNotice={onNotice} />}
    </section>
  );
}
