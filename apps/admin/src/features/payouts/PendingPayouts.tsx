import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_PAYOUTS_QUERY, AdminPayoutView, EXPORT_PAYOUT_BATCH_MUTATION } from './payouts.graphql';
import { errorMessage, formatCzechDate, formatPayoutAmount, PAYOUT_KIND_NAMES, PayoutKind } from '@bonus/domain';
import { Button, ErrorState, LoadingState } from '@bonus/ui';
import { useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { FailPayoutModal } from './FailPayoutModal';
import { payoutCount, savePayoutFile } from './payout-file';
import type { Notice } from './PayoutsPage';

const REFETCH = { refetchQueries: ['AdminPayouts', 'PayoutBatches'], awaitRefetchQueries: true };

/** The month's pending payouts with totals; the selected ones (not yet in a batch) export as a bank file. */
export function PendingPayouts({ month, onNotice }: { month: string; onNotice: (notice: Notice) => void }) {
  const { data, previousData, error, refetch, loading } = useQuery(ADMIN_PAYOUTS_QUERY, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const [exportBatch, exporting] = useMutation(EXPORT_PAYOUT_BATCH_MUTATION, REFETCH);
  const [deselected, setDeselected] = useState<Set<number>>(new Set());
  const [failing, setFailing] = useState<AdminPayoutView | null>(null);
  const result = (data ?? previousData)?.adminPayouts;
  const exportable = result?.payouts.filter((payout) => payout.batchId === null) ?? [];
  const selected = exportable.filter((payout) => !deselected.has(payout.id));

  const toggle = (id: number, on: boolean) =>
    setDeselected((current) => {
      const next = new Set(current);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  const runExport = async () => {
    try {
      const { data: exported } = await exportBatch({ variables: { month, payoutIds: selected.map((payout) => payout.id) } });
      if (!exported) return;
      savePayoutFile(exported.exportPayoutBatch);
      const { batch } = exported.exportPayoutBatch;
      onNotice({ kind: 'success', text: `Dávka č. ${batch.id} (${payoutCount(batch.pending.count)}, ${formatPayoutAmount(batch.pending.amountHalere)}) je připravená: soubor ${exported.exportPayoutBatch.fileName} nahrajte do bankovnictví.` });
      setDeselected(new Set());
    } catch (failure) {
      onNotice({ kind: 'error', text: failureText(failure) });
    }
  };

  return (
    <section className="ui-card payouts-section" aria-labelledby="pending-title" aria-busy={loading}>
      <h2 id="pending-title">Čekající výplaty</h2>
      {error && !result ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !result ? (
        <LoadingState label="Načítám výplaty…" />
      ) : (
        <>
          <dl className="payouts-totals">
            {(['manual', 'auto', 'all'] as const).map((kind) => (
              <div key={kind} data-testid={`payout-total-${kind}`}>
                <dt>{kind === 'all' ? 'Celkem' : PAYOUT_KIND_NAMES[kind]}</dt>
                <dd>
                  {formatPayoutAmount(result.totals[kind].amountHalere)} <span>({result.totals[kind].count}×)</span>
                </dd>
              </div>
            ))}
          </dl>
          {result.payouts.length === 0 ? (
            <p>V tomto měsíci nečeká žádná výplata.</p>
          ) : (
            <>
              <div className="admin-actions">
                <Button onClick={() => void runExport()} disabled={selected.length === 0 || exporting.loading} aria-busy={exporting.loading}>
                  {exporting.loading ? 'Připravuji soubor…' : `Exportovat dávku pro banku (${selected.length})`}
                </Button>
                <Button variant="secondary" onClick={() => setDeselected(new Set())} disabled={selected.length === exportable.length}>
                  Vybrat vše
                </Button>
                <Button variant="secondary" onClick={() => setDeselected(new Set(exportable.map((payout) => payout.id)))} disabled={selected.length === 0}>
                  Zrušit výběr
                </Button>
              </div>
              <div className="payouts-scroll" role="region" aria-labelledby="pending-title" tabIndex={0}>
                <table className="admin-table payouts-table">
                  <thead>
                    <tr>
                      <th scope="col">Do dávky</th>
                      <th scope="col">Člen</th>
                      <th scope="col">Částka</th>
                      <th scope="col">Akce</th>
                      <th scope="col">Účet</th>
                      <th scope="col">Druh</th>
                      <th scope="col">Datum</th>
                      <th scope="col">Dávka</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.payouts.map((payout) => {
                      const who = payout.memberEmail ?? payout.memberName;
                      return (
                        <tr key={payout.id} data-testid="pending-payout">
                          <td>
                            {payout.batchId === null && (
                              <input type="checkbox" checked={!deselected.has(payout.id)} onChange={(e) => toggle(payout.id, e.target.checked)} aria-label={`Do dávky: výplata č. ${payout.id} (${who})`} />
                            )}
                          </td>
                          <td>
                            {payout.memberName}
                            <br />
                            <small>{payout.memberEmail ?? 'bez e-mailu'}</small>
                          </td>
                          <td className="payouts-amount">{formatPayoutAmount(payout.amountHalere)}</td>
                          <td>
                            <Button variant="secondary" onClick={() => setFailing(payout)} aria-label={`Vrátit výplatu č. ${payout.id} (${who})`}>
                              Vrátit
                            </Button>
                          </td>
                          <td className="payouts-account">{payout.bankAccount}</td>
                          <td>{PAYOUT_KIND_NAMES[payout.kind as PayoutKind]}</td>
                          <td>{formatCzechDate(new Date(payout.creationTimestamp * 1000))}</td>
                          <td>{payout.batchId === null ? '–' : `č. ${payout.batchId}`}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
      {failing && <FailPayoutModal payout={failing} onClose={() => setFailing(null)} onNotice={onNotice} />}
    </section>
  );
}
