import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_BONUSES_QUERY, AdminBonusView, SET_BONUS_VISIBILITY_MUTATION } from './admin-bonuses.graphql';
import { AdminBonusForm, BONUS_PUBLISHED_NOTICE, BonusFormAction, bonusToForm, errorMessage, formatCzechDate, formatCzk, newBonusDefaults, riskLabel } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState, Pagination } from '@bonus/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { asksForAddForm } from '../../shared/add-bonus-link';
import { BonusFormModal } from './BonusFormModal';
import { BonusPreviewModal } from './BonusPreviewModal';
import './admin-bonuses.css';

interface OpenForm {
  action: BonusFormAction;
  initial: AdminBonusForm;
  bonusId: number | null;
  draft?: boolean;
}

const validUntil = (bonus: AdminBonusView) => formatCzechDate(new Date(bonus.endTimestamp * 1000));
/** Showing a draft is publishing it. */
const toggleLabel = (bonus: AdminBonusView) => (bonus.draft ? 'Zveřejnit' : bonus.visible ? 'Skrýt' : 'Zobrazit');
const addForm = (): OpenForm => ({ action: 'add', initial: newBonusDefaults(Math.floor(Date.now() / 1000)), bonusId: null });

/** Bonusy: every bonus, ten a page, with edit, visibility toggle (publishing a draft), preview and duplicate (spec section 2, Admin). */
export function AdminBonusesPage() {
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(ADMIN_BONUSES_QUERY, { variables: { currentPage: page }, fetchPolicy: 'cache-and-network' });
  const [setVisibility] = useMutation(SET_BONUS_VISIBILITY_MUTATION);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<OpenForm | null>(() => (asksForAddForm(params) ? addForm() : null));
  const close = () => {
    setOpen(null);
    // Once closed, a reload must not bring the add form up again.
    if (asksForAddForm(params)) setParams({}, { replace: true });
  };
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [preview, setPreview] = useState<AdminBonusView | null>(null);
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
  const actions = (bonus: AdminBonusView, withDuplicate: boolean) => (
    <div className="admin-actions">
      <Button variant="secondary" onClick={() => setOpen({ action: 'edit', initial: bonusToForm(bonus), bonusId: bonus.id, draft: bonus.draft })} aria-label={`Upravit ${bonus.name}`}>
        Upravit
      </Button>
      <Button variant="secondary" onClick={() => void toggle(bonus)} aria-label={`${toggleLabel(bonus)} ${bonus.name}`}>
        {toggleLabel(bonus)}
      </Button>
      <Button variant="secondary" onClick={() => setPreview(bonus)} aria-label={`Náhled ${bonus.name}`}>
        Náhled
      </Button>
      {withDuplicate && (
        <Button variant="secondary" onClick={() => setOpen({ action: 'duplicate', initial: bonusToForm(bonus), bonusId: null })} aria-label={`Duplikovat ${bonus.name}`}>
          Duplikovat
        </Button>
      )}
    </div>
  );
  const status = (bonus: AdminBonusView) =>
    bonus.draft ? <span className="ui-badge is-draft">Koncept</span> : <span className={`ui-badge ${bonus.visible ? 'is-active' : 'is-inactive'}`}>{bonus.visible ? 'Aktivní' : 'Neaktivní'}</span>;

  if (error && !result) return <ErrorState message={errorMessage('BONUSES_LOAD_FAILED')} onRetry={() => void refetch()} />;
  return (
    <section className="admin-page" aria-labelledby="admin-bonuses-title">
      <div className="admin-page__head">
        <h1 id="admin-bonuses-title">Bonusy</h1>
        <Button onClick={() => setOpen(addForm())}>Přidat nový bonus</Button>
      </div>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {!result ? (
        <LoadingState label="Načítám bonusy…" />
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Název</th>
                <th scope="col">Společnost</th>
                <th scope="col">Hodnota</th>
                <th scope="col">Riziko</th>
                <th scope="col">Platí do</th>
                <th scope="col">Viditelnost</th>
                <th scope="col">Akce</th>
              </tr>
            </thead>
            <tbody>
              {result.bonuses.map((bonus) => (
                <tr key={bonus.id}>
                  <td>{bonus.id}</td>
                  <td>{bonus.name}</td>
                  <td>{bonus.company.name}</td>
                  <td>{formatCzk(bonus.expectedValue)}</td>
                  <td>{riskLabel(bonus.riskRate)}</td>
                  <td>{validUntil(bonus)}</td>
                  <td>{status(bonus)}</td>
                  <td>{actions(bonus, true)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="admin-cards">
            {result.bonuses.map((bonus) => (
              <li key={bonus.id} className="ui-card">
                <p>
                  #{bonus.id} · {status(bonus)}
                </p>
                <h2>{bonus.name}</h2>
                <p>
                  {bonus.company.name} · {formatCzk(bonus.expectedValue)} · riziko {riskLabel(bonus.riskRate).toLowerCase()} · do {validUntil(bonus)}
                </p>
                {actions(bonus, false)}
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={result.pageCount} onPage={setPage} />
        </>
      )}
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
    </section>
  );
}
