import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_PAYOUTS_QUERY, AdminPayoutView, EXPORT_PAYOUT_BATCH_MUTATION } from './payouts.graphql';
import { errorMessage, formatCzechDate, formatPayoutAmount, PAYOUT_KIND_NAMES, PAYOUT_STATUS_TONES, PAYOUT_STATUSES, PayoutKind, payoutStatusLabel, PayoutStatus } from '@bonus/domain';
import { Button, DataColumn, DataTable, ErrorState, LoadingState, StatusLabel } from '@bonus/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../shared/failure-text';
import { ListFilterBar } from '../../shared/list-filters/ListFilterBar';
import { ListFacet, useListFilters } from '../../shared/list-filters/use-list-filters';
import { BankAccount } from './BankAccount';
import { FailPayoutModal } from './FailPayoutModal';
import { payoutCount, savePayoutFile } from './payout-file';
import { usePayoutSelection } from './use-payout-selection';
import type { Notice } from '../../shared/notice';

const REFETCH = { refetchQueries: ['AdminPayouts', 'PayoutBatches'], awaitRefetchQueries: true };
const who = (payout: AdminPayoutView) => payout.memberEmail ?? payout.memberName;
/** The member's row in Uživatelé, found by e-mail (or name). */
const memberHref = (payout: AdminPayoutView) => `/admin/users?search=${encodeURIComponent(who(payout))}`;

const PAYOUT_FACETS: ListFacet<AdminPayoutView>[] = [
  { id: 'status', label: 'Stav', options: PAYOUT_STATUSES.map((status) => ({ value: status, label: payoutStatusLabel(status) })), valueIn: (payout) => payout.status },
  { id: 'kind', label: 'Druh', options: (Object.keys(PAYOUT_KIND_NAMES) as PayoutKind[]).map((kind) => ({ value: kind, label: PAYOUT_KIND_NAMES[kind] })), valueIn: (payout) => payout.kind },
];

/**
 * The month's pending payouts with totals, searched and filtered in the list; the bank file takes exactly what
 * the admin sees ticked: the shown payouts not yet in a batch and not unticked (a filter's hidden rows stay out).
 */
export function PendingPayouts({ month, onNotice }: { month: string; onNotice: (notice: Notice) => void }) {
  const { data, previousData, error, refetch, loading } = useQuery(ADMIN_PAYOUTS_QUERY, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const [exportBatch, exporting] = useMutation(EXPORT_PAYOUT_BATCH_MUTATION, REFETCH);
  const [failing, setFailing] = useState<AdminPayoutView | null>(null);
  const navigate = useNavigate();
  const result = (data ?? previousData)?.adminPayouts;
  // The month's payouts are all loaded: searched (member, e-mail, account) and filtered here, in the order the api gives.
  const filters = useListFilters<AdminPayoutView>({ searchLabel: 'Hledat člena nebo účet', facets: PAYOUT_FACETS, text: (payout) => `${payout.memberName} ${payout.memberEmail ?? ''} ${payout.bankAccount}` });
  const shown = filters.apply(result?.payouts);
  const selection = usePayoutSelection(result?.payouts, shown);
  const { exportable, selected, hiddenByFilter } = selection;

  const runExport = async () => {
    try {
      const { data: exported } = await exportBatch({ variables: { month, payoutIds: selected.map((payout) => payout.id) } });
      if (!exported) return;
      savePayoutFile(exported.exportPayoutBatch);
      const { batch } = exported.exportPayoutBatch;
      onNotice({ kind: 'success', text: `Dávka č. ${batch.id} (${payoutCount(batch.pending.count)}, ${formatPayoutAmount(batch.pending.amountHalere)}) je připravená: soubor ${exported.exportPayoutBatch.fileName} nahrajte do bankovnictví.` });
      selection.reset();
    } catch (failure) {
      onNotice({ kind: 'error', text: failureText(failure) });
    }
  };

  const columns: DataColumn<AdminPayoutView>[] = [
    {
      id: 'member',
      header: 'Člen',
      cell: (payout) => (
        <>
          {payout.memberName}
          <br />
          <small>{payout.memberEmail ?? 'bez e-mailu'}</small>
        </>
      ),
    },
    {
      id: 'select',
      header: 'Do dávky',
      cell: (payout) =>
        payout.batchId === null ? (
          <input type="checkbox" checked={selection.isTicked(payout.id)} onChange={(e) => selection.tick(payout.id, e.target.checked)} aria-label={`Do dávky: výplata č. ${payout.id} (${who(payout)})`} />
        ) : (
          '–'
        ),
    },
    { id: 'amount', header: 'Částka', align: 'right', cell: (payout) => <span className="ui-money">{formatPayoutAmount(payout.amountHalere)}</span> },
    { id: 'status', header: 'Stav', cell: (payout) => <StatusLabel tone={PAYOUT_STATUS_TONES[payout.status as PayoutStatus] ?? 'neutral'}>{payoutStatusLabel(payout.status)}</StatusLabel> },
    { id: 'account', header: 'Účet', cell: (payout) => <BankAccount account={payout.bankAccount} /> },
    { id: 'kind', header: 'Druh', cell: (payout) => PAYOUT_KIND_NAMES[payout.kind as PayoutKind] },
    { id: 'date', header: 'Datum', cell: (payout) => formatCzechDate(new Date(payout.creationTimestamp * 1000)) },
    { id: 'batch', header: 'Dávka', cell: (payout) => (payout.batchId === null ? '–' : `č. ${payout.batchId}`) },
  ];

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
          {result.payouts.length > 0 && (
            <div className="admin-actions">
              <Button onClick={() => void runExport()} disabled={selected.length === 0 || exporting.loading} aria-busy={exporting.loading}>
                {exporting.loading ? 'Připravuji soubor…' : `Exportovat dávku pro banku (${selected.length})`}
              </Button>
              <Button variant="secondary" onClick={() => selection.tickShown(true)} disabled={selected.length === exportable.length}>
                Vybrat vše
              </Button>
              <Button variant="secondary" onClick={() => selection.tickShown(false)} disabled={selected.length === 0}>
                Zrušit výběr
              </Button>
              {hiddenByFilter > 0 && (
                <p className="payouts-export-scope" data-testid="payout-export-scope">
                  Exportují se jen vybrané zobrazené výplaty; skryté filtrem ({hiddenByFilter}) do dávky nepůjdou.
                </p>
              )}
            </div>
          )}
          <ListFilterBar filters={filters} shown={shown?.length} total={result.payouts.length} />
          <DataTable
            label="Seznam čekajících výplat"
            rows={shown}
            columns={columns}
            rowKey={(payout) => String(payout.id)}
            rowTestId="pending-payout"
            emptyText={filters.active ? 'Hledání ani filtrům neodpovídá žádná výplata.' : 'V tomto měsíci nečeká žádná výplata.'}
            openRow={(payout) => ({ href: memberHref(payout), onOpen: () => void navigate(memberHref(payout)) })}
            rowActions={(payout) => [{ label: 'Vrátit na zůstatek', onSelect: () => setFailing(payout), danger: true }]}
            menuLabel={(payout) => `Další akce: výplata č. ${payout.id} (${who(payout)})`}
          />
        </>
      )}
      {failing && <FailPayoutModal payout={failing} onClose={() => setFailing(null)} onNotice={onNotice} />}
    </section>
  );
}
