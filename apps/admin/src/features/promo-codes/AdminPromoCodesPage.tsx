import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_PROMO_CODES_QUERY, AdminPromoCodeView, END_PROMO_CODE_MUTATION } from './promo-codes.graphql';
import { errorMessage, formatCzechDate, formatMonths, formatPercent, pageCountOf, PromoCodeState } from '@bonus/domain';
import { Alert, Button, DataColumn, DataTable, ErrorState, Modal, StatusLabel, StatusTone } from '@bonus/ui';
import { useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { ListFilterBar } from '../../shared/list-filters/ListFilterBar';
import { useListFilters } from '../../shared/list-filters/use-list-filters';
import type { Notice } from '../../shared/notice';
import { PromoCodeForm } from './PromoCodeForm';

const day = (seconds: number) => formatCzechDate(new Date(seconds * 1000));
/** The validity window in words: open ends are left out. */
function validity({ validFrom, validUntil }: AdminPromoCodeView): string {
  if (validFrom === null && validUntil === null) return 'bez omezení';
  if (validFrom === null) return `do ${day(validUntil!)}`;
  if (validUntil === null) return `od ${day(validFrom)}`;
  return `${day(validFrom)} – ${day(validUntil)}`;
}
const uses = (code: AdminPromoCodeView) => `${code.redemptions} z ${code.maxRedemptions ?? '∞'}`;

const STATE_TONES: Record<PromoCodeState, StatusTone> = { scheduled: 'info', running: 'success', used_up: 'warning', ended: 'neutral' };

const COLUMNS: DataColumn<AdminPromoCodeView>[] = [
  { id: 'code', header: 'Kód', cell: (code) => <code>{code.code}</code> },
  { id: 'discount', header: 'Sleva', cell: (code) => `${formatPercent(code.discountPercent)} na ${formatMonths(code.months)}` },
  { id: 'validity', header: 'Platnost', cell: validity },
  { id: 'uses', header: 'Použito', align: 'right', cell: uses },
  { id: 'state', header: 'Stav', cell: (code) => <StatusLabel tone={STATE_TONES[code.state as PromoCodeState] ?? 'neutral'}>{code.stateLabel}</StatusLabel> },
];

/**
 * Slevové kódy: the codes with their use, window and state, newest first, a page at a time, searched on the server;
 * the list comes first, a new code is added in a drawer beside it, and a code ends now in its ⋯ menu.
 */
export function AdminPromoCodesPage() {
  const [page, setPage] = useState(1);
  // Searched on the server as one types (the list is paged there); the text is kept in the address.
  const filters = useListFilters<AdminPromoCodeView>({ searchLabel: 'Hledat kód', facets: [], onChange: () => setPage(1) });
  const search = filters.serverSearch.trim();
  const { data: current, previousData, error, refetch, loading } = useQuery(ADMIN_PROMO_CODES_QUERY, { variables: { page: { currentPage: page }, search }, fetchPolicy: 'network-only' });
  const data = current ?? previousData;
  const [end, { loading: ending }] = useMutation(END_PROMO_CODE_MUTATION);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [adding, setAdding] = useState(false);
  const onEnd = async (code: AdminPromoCodeView) => {
    if (!window.confirm(`Ukončit kód ${code.code}? Nové objednávky ho už nepoužijí.`)) return;
    setNotice(null);
    try {
      await end({ variables: { id: code.id } });
      await refetch();
    } catch (problem) {
      setNotice({ kind: 'error', text: failureText(problem) });
    }
  };
  return (
    <section className="admin-page" aria-labelledby="promo-title">
      <div className="admin-page__head">
        <h1 id="promo-title">Slevové kódy</h1>
        <Button onClick={() => setAdding(true)}>Přidat slevový kód</Button>
      </div>
      <Modal open={adding} title="Přidat slevový kód" onClose={() => setAdding(false)} placement="side">
        <PromoCodeForm
          onCreated={(code) => {
            setAdding(false);
            setNotice({ kind: 'success', text: `Kód ${code} byl přidán.` });
            void refetch();
          }}
        />
      </Modal>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : (
        <>
          <ListFilterBar filters={filters} />
          <DataTable
            label="Seznam slevových kódů"
            rows={data?.adminPromoCodes.items}
            columns={COLUMNS}
            rowKey={(code) => String(code.id)}
            rowTestId="promo-code-row"
            emptyText={search ? 'Hledanému textu neodpovídá žádný kód.' : 'Žádný slevový kód.'}
            paging={data && { page, pageCount: pageCountOf(data.adminPromoCodes), onPage: setPage }}
            busy={loading}
            rowActions={(code) => (code.state === 'ended' ? [] : [{ label: 'Ukončit kód', onSelect: () => void onEnd(code), danger: true, disabled: ending }])}
            menuLabel={(code) => `Další akce: kód ${code.code}`}
          />
        </>
      )}
    </section>
  );
}
