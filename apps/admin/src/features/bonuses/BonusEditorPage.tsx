import { useQuery } from '@apollo/client/react';
import { bonusToForm, errorMessage, newBonusDefaults } from '@bonus/domain';
import { ErrorState, LoadingState } from '@bonus/ui';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LeavePageGuard } from '../../shared/unsaved-changes/LeavePageGuard';
import { ADMIN_BONUS_QUERY } from './admin-bonuses.graphql';
import { BonusEditorForm } from './BonusEditorForm';
import { BONUS_LIST_PATH, bonusListState, type BonusListState } from './bonus-routes';
import './admin-bonuses.css';

/**
 * /admin/bonuses/new (?from=<id> copies a bonus) and /admin/bonuses/:id: the bonus editor as its own page.
 * Saving returns to the list as it was left (its search and chips), with the notice of what was saved.
 */
export function BonusEditorPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: BonusListState | null };
  const editedId = id && id !== 'new' ? Number(id) : null;
  const copiedId = editedId === null && params.get('from') ? Number(params.get('from')) : null;
  const sourceId = editedId ?? copiedId;
  const { data, error, refetch } = useQuery(ADMIN_BONUS_QUERY, { variables: { id: sourceId ?? 0 }, skip: sourceId === null, fetchPolicy: 'network-only' });
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const dirty = useRef(false);
  const readDirty = useCallback(() => dirty.current, []);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const bonus = data?.adminBonus;
  const action = editedId !== null ? 'edit' : copiedId !== null ? 'duplicate' : 'add';
  const title = action === 'edit' ? 'Upravit bonus' : 'Přidat nový bonus';
  const backTo = { pathname: BONUS_LIST_PATH, search: state?.listSearch ?? '' };
  const body =
    sourceId !== null && !bonus ? (
      error ? <ErrorState message={errorMessage('BONUSES_LOAD_FAILED')} onRetry={() => void refetch()} /> : <LoadingState />
    ) : (
      <BonusEditorForm
        key={`${action}-${sourceId ?? 'new'}`}
        action={action}
        initial={bonus ? bonusToForm(bonus) : newBonusDefaults(now)}
        bonusId={editedId}
        draft={action === 'edit' && bonus?.draft}
        onDirtyChange={onDirtyChange}
        onSaved={(notice) => void navigate(backTo, { state: bonusListState(state?.listSearch ?? '', notice) })}
      />
    );
  return (
    <section className="admin-page bonus-editor-page" aria-labelledby="bonus-editor-title">
      <Link className="bonus-editor-page__back" to={backTo}>
        <ArrowLeft size={16} aria-hidden="true" /> Bonusy
      </Link>
      <h1 id="bonus-editor-title">
        {title}
        {bonus && action === 'edit' && <span className="bonus-editor-page__name">{bonus.name}</span>}
      </h1>
      {body}
      <LeavePageGuard dirty={readDirty} />
    </section>
  );
}
