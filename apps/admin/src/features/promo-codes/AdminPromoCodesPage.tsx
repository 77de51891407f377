import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_PROMO_CODES_QUERY, AdminPromoCodeView, END_PROMO_CODE_MUTATION } from './promo-codes.graphql';
import { errorMessage, formatCzechDate, formatMonths, formatPercent, pageCountOf, PromoCodeState } from '@bonus/domain';
import { Alert, DataColumn, DataTable, ErrorState, StatusLabel, StatusTone } from '@bonus/ui';
import { useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { useListSearch } from '../../shared/list-search';
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

/** Slevové kódy: the codes with their use, window and state, newest first, a page at a time, searched on the server; add a code, end one now (in its ⋯ menu). */
export function AdminPromoCodesPage() {
  const [page, setPage] = useState(1);
  const { search, box } = useListSearch('Hledat kód', () => setPage(1));
  const { data: current, previousData, error, refetch, loading } = useQuery(ADMIN_PROMO_CODES_QUERY, { variables: { page: { currentPage: page }, search }, fetchPolicy: 'network-only' });
  const data = current ?? previousData;
  const [end, { loading: ending }] = useMutation(END_PROMO_CODE_MUTATION);
  const [failure, setFailure] = useState<string | null>(null);
  const onEnd = async (code: AdminPromoCodeView) => {
    if (!window.confirm(`Ukončit kód ${code.code}? Nové objednávky ho už nepoužijí.`)) return;
    setFailure(null);
    try {
      await end({ variables: { id: code.id } });
      await refetch();
    } catch (problem) {
      setFailure(failureText(problem));
    }
  };
  return (
    <section className="admin-page" aria-labelledby="promo-title">
      <h1 id="promo-title">Slevové kódy</h1>
      <PromoCodeForm onCreated={() => void refetch()} />
      {failure && <Alert>{failure}</Alert>}
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="Seznam slevových kódů"
          rows={data?.adminPromoCodes.items}
          columns={COLUMNS}
          rowKey={(code) => String(code.id)}
          rowTestId="promo-code-row"
          emptyText={search ? 'Hledanému textu neodpovídá žádný kód.' : 'Žádný slevový kód.'}
          search={box}
          paging={data && { page, pageCount: pageCountOf(data.adminPromoCodes), onPage: setPage }}
          busy={loading}
          rowActions={(code) => (code.state === 'ended' ? [] : [{ label: 'Ukončit kód', onSelect: () => void onEnd(code), danger: true, disabled: ending }])}
          menuLabel={(code) => `Další akce: kód ${code.code}`}
        />
      )}
    </section>
  );
}
