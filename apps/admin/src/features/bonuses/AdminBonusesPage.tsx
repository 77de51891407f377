import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_BONUSES_QUERY, AdminBonusView, SET_BONUS_VISIBILITY_MUTATION } from './admin-bonuses.graphql';
import { ADMIN_BONUS_STATUS, ADMIN_BONUS_STATUSES, adminBonusStatus, BONUS_PUBLISHED_NOTICE, BONUS_TYPE_LABELS, BONUS_TYPES, errorMessage, formatCzechDate, riskLabel } from '@bonus/domain';
import { Alert, Button, DataColumn, DataTable, ErrorState, moneyColumn, StatusLabel, Switch } from '@bonus/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ListFilterBar } from '../../shared/list-filters/ListFilterBar';
import { ListFacet, useListFilters } from '../../shared/list-filters/use-list-filters';
import { bonusEditorPath, bonusListState, type BonusListState } from './bonus-routes';
import { BonusPreviewModal } from './BonusPreviewModal';
import { TermsHistoryModal } from './TermsHistoryModal';
import './admin-bonuses.css';
import type { Notice } from '../../shared/notice';

/** The list's chips: the bonus type and where the bonus stands; both are filtered on the server (the list is paged there). */
const BONUS_FACETS: ListFacet<AdminBonusView>[] = [
  { id: 'type', label: 'Typ', options: BONUS_TYPES.map((type) => ({ value: type, label: BONUS_TYPE_LABELS[type] })) },
  { id: 'state', label: 'Stav', options: ADMIN_BONUS_STATUSES.map((state) => ({ value: state, label: ADMIN_BONUS_STATUS[state].label })) },
];

const validUntil = (bonus: AdminBonusView) => formatCzechDate(new Date(bonus.endTimestamp * 1000));
/** Where a bonus stands as the list is drawn: a bonus just added or just over shows so on the next render. */
const statusNow = (bonus: AdminBonusView) => ADMIN_BONUS_STATUS[adminBonusStatus(bonus, Math.floor(Date.now() / 1000))];

/** Bonusy: every bonus, ten a page, searched and filtered by type and state on the server; a row opens its editor page, a switch shows or hides it (publishing a draft), preview, duplicate and the terms history in its menu (spec section 2, Admin; issue #36 §5). */
export function AdminBonusesPage() {
  const [page, setPage] = useState(1);
  const filters = useListFilters<AdminBonusView>({ searchLabel: 'Hledat bonus nebo provozovatele', facets: BONUS_FACETS, onChange: () => setPage(1) });
  const variables = { currentPage: page, search: filters.serverSearch, types: filters.chosen('type'), states: filters.chosen('state') };
  const { data, previousData, error, refetch, loading } = useQuery(ADMIN_BONUSES_QUERY, { variables, fetchPolicy: 'cache-and-network' });
  const [setVisibility] = useMutation(SET_BONUS_VISIBILITY_MUTATION);
  const navigate = useNavigate();
  const location = useLocation();
  // The editor hands back what it saved; the list keeps its search and chips (they are in its address).
  const saved = (location.state as BonusListState | null)?.notice;
  const [notice, setNotice] = useState<Notice | null>(saved ? { kind: 'success', text: saved } : null);
  const openEditor = (id: number | 'new', copyOf?: number) =>
    void navigate({ pathname: bonusEditorPath(id), search: copyOf ? `?from=${copyOf}` : '' }, { state: bonusListState(location.search) });
  const [preview, setPreview] = useState<AdminBonusView | null>(null);
  const [history, setHistory] = useState<AdminBonusView | null>(null);
  const result = (data ?? previousData)?.adminBonuses;

  const toggle = async (bonus: AdminBonusView) => {
    setNotice(null);
    try {
      await setVisibility({ variables: { id: bonus.id, visible: !bonus.visible } });
      if (bonus.draft) setNotice({ kind: 'success', text: BONUS_PUBLISHED_NOTICE });
    } catch {
      setNotice({ kind: 'error', text: errorMessage('ADMIN_BONUS_UPDATE_FAILED') });
    }
  };
  const columns: DataColumn<AdminBonusView>[] = [
    { id: 'name', header: 'Název', cell: (bonus) => bonus.name },
    { id: 'id', header: 'ID', align: 'right', cell: (bonus) => bonus.id },
    { id: 'company', header: 'Společnost', cell: (bonus) => bonus.company.name },
    moneyColumn('value', 'Hodnota', (bonus: AdminBonusView) => bonus.expectedValue),
    { id: 'risk', header: 'Riziko', cell: (bonus) => riskLabel(bonus.riskRate) },
    { id: 'until', header: 'Platí do', cell: validUntil },
    {
      id: 'status',
      header: 'Stav',
      cell: (bonus) => {
        const { label, tone } = statusNow(bonus);
        return <StatusLabel tone={tone}>{label}</StatusLabel>;
      },
    },
    {
      id: 'visibility',
      header: 'Viditelnost',
      // Showing a draft is publishing it.
      cell: (bonus) => <Switch checked={bonus.visible && !bonus.draft} onChange={() => void toggle(bonus)} label={`Zobrazit členům: ${bonus.name}`} onText="Zobrazený" offText={bonus.draft ? 'Nezveřejněný' : 'Skrytý'} />,
    },
  ];

  if (error && !result) return <ErrorState message={errorMessage('BONUSES_LOAD_FAILED')} onRetry={() => void refetch()} />;
  return (
    <section className="admin-page" aria-labelledby="admin-bonuses-title">
      <div className="admin-page__head">
        <h1 id="admin-bonuses-title">Bonusy</h1>
        <Button onClick={() => openEditor('new')}>
          <Plus size={16} aria-hidden="true" /> Přidat nový bonus
        </Button>
      </div>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <ListFilterBar filters={filters} shown={result?.totalCount} />
      <DataTable
        label="Seznam bonusů"
        rows={result?.bonuses}
        columns={columns}
        rowKey={(bonus) => String(bonus.id)}
        emptyText={filters.active ? 'Hledání ani filtrům neodpovídá žádný bonus.' : 'Zatím žádné bonusy. Přidejte první.'}
        loadingText="Načítám bonusy…"
        openRow={(bonus) => ({ label: `Upravit ${bonus.name}`, href: bonusEditorPath(bonus.id), onOpen: () => openEditor(bonus.id) })}
        rowActions={(bonus) => [
          { label: 'Náhled', onSelect: () => setPreview(bonus) },
          { label: 'Duplikovat', onSelect: () => openEditor('new', bonus.id) },
          { label: 'Historie podmínek', onSelect: () => setHistory(bonus) },
        ]}
        menuLabel={(bonus) => `Další akce: ${bonus.name}`}
        paging={result && { page, pageCount: result.pageCount, onPage: setPage }}
        busy={loading}
      />
      {preview && <BonusPreviewModal bonus={preview} onClose={() => setPreview(null)} />}
      {history && <TermsHistoryModal bonus={history} onClose={() => setHistory(null)} />}
    </section>
  );
}
