import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_BONUSES_QUERY, AdminBonusView, SET_BONUS_VISIBILITY_MUTATION } from './admin-bonuses.graphql';
import { ADMIN_BONUS_STATUS, AdminBonusForm, adminBonusStatus, BONUS_PUBLISHED_NOTICE, BonusFormAction, bonusToForm, errorMessage, formatCzechDate, newBonusDefaults, riskLabel } from '@bonus/domain';
import { Alert, Button, DataColumn, DataTable, ErrorState, moneyColumn, StatusLabel, Switch } from '@bonus/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { asksForAddForm } from '../../shared/add-bonus-link';
import { BonusFormModal } from './BonusFormModal';
import { BonusPreviewModal } from './BonusPreviewModal';
import { TermsHistoryModal } from './TermsHistoryModal';
import './admin-bonuses.css';
import type { Notice } from '../../shared/notice';

interface OpenForm {
  action: BonusFormAction;
  initial: AdminBonusForm;
  bonusId: number | null;
  draft?: boolean;
}

const validUntil = (bonus: AdminBonusView) => formatCzechDate(new Date(bonus.endTimestamp * 1000));
/** Where a bonus stands as the list is drawn: a bonus just added or just over shows so on the next render. */
const statusNow = (bonus: AdminBonusView) => ADMIN_BONUS_STATUS[adminBonusStatus(bonus, Math.floor(Date.now() / 1000))];
const addForm = (): OpenForm => ({ action: 'add', initial: newBonusDefaults(Math.floor(Date.now() / 1000)), bonusId: null });

/** Bonusy: every bonus, ten a page; a row opens its edit form, a switch shows or hides it (publishing a draft), preview, duplicate and the terms history in its menu (spec section 2, Admin; issue #36 §5). */
export function AdminBonusesPage() {
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch, loading } = useQuery(ADMIN_BONUSES_QUERY, { variables: { currentPage: page }, fetchPolicy: 'cache-and-network' });
  const [setVisibility] = useMutation(SET_BONUS_VISIBILITY_MUTATION);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<OpenForm | null>(() => (asksForAddForm(params) ? addForm() : null));
  const close = () => {
    setOpen(null);
    // Once closed, a reload must not bring the add form up again.
    if (asksForAddForm(params)) setParams({}, { replace: true });
  };
  const [notice, setNotice] = useState<Notice | null>(null);
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
  const edit = (bonus: AdminBonusView) => setOpen({ action: 'edit', initial: bonusToForm(bonus), bonusId: bonus.id, draft: bonus.draft });
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
        <Button onClick={() => setOpen(addForm())}>Přidat nový bonus</Button>
      </div>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      <DataTable
        label="Seznam bonusů"
        rows={result?.bonuses}
        columns={columns}
        rowKey={(bonus) => String(bonus.id)}
        emptyText="Zatím žádné bonusy. Přidejte první."
        loadingText="Načítám bonusy…"
        openRow={(bonus) => ({ label: `Upravit ${bonus.name}`, onOpen: () => edit(bonus) })}
        rowActions={(bonus) => [
          { label: 'Náhled', onSelect: () => setPreview(bonus) },
          { label: 'Duplikovat', onSelect: () => setOpen({ action: 'duplicate', initial: bonusToForm(bonus), bonusId: null }) },
          { label: 'Historie podmínek', onSelect: () => setHistory(bonus) },
        ]}
        menuLabel={(bonus) => `Další akce: ${bonus.name}`}
        paging={result && { page, pageCount: result.pageCount, onPage: setPage }}
        busy={loading}
      />
      {open && (
        <BonusFormModal
          {...open}
          onClose={close}
          onSaved={(text) => {
            setNotice({ kind: 'success', text });
            close();
          }}
        />
      )}
      {preview && <BonusPreviewModal bonus={preview} onClose={() => setPreview(null)} />}
      {history && <TermsHistoryModal bonus={history} onClose={() => setHistory(null)} />}
    </section>
  );
}
