import { useQuery } from '@apollo/client/react';
import { BONUSES_QUERY } from './bonuses.graphql';
import { bonusListSummary, BonusListView, bonusListViewFromQuery, bonusListViewToQuery, filterBonuses, sortBonuses } from '@bonus/domain';
import { Alert, BonusCard, LoadingState } from '@bonus/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRedirectOnLoadFailure } from '../../shared/dashboard/load-failure';
import { BonusDetailModal } from './BonusDetailModal';
import { BonusLockNote } from './BonusLockNote';
import { BonusFiltersBar } from './BonusFiltersBar';
import { EarningsModal } from './EarningsModal';
import { useNow } from './useNow';
import './bonuses.css';

type Open = { bonusId: number; step: 'detail' | 'earnings' } | null;

/** Bonusy: the member's catalogue with filters, sorting, countdowns, the steps and completion. */
export function BonusesPage() {
  const { data, loading, error } = useQuery(BONUSES_QUERY, { fetchPolicy: 'cache-and-network' });
  useRedirectOnLoadFailure(Boolean(error) && !data, 'BONUSES_LOAD_FAILED');
  const now = useNow();
  // Kept in the address: survives a reload, and a filtered list can be shared.
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => bonusListViewFromQuery(params), [params]);
  const setView = (next: BonusListView) => setParams(bonusListViewToQuery(next), { replace: true });
  const [open, setOpen] = useState<Open>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const listed = useMemo(() => {
    const bonuses = (data?.bonuses ?? []).map((bonus) => ({ ...bonus, bonusType: bonus.bonusTypeName, endAt: new Date(bonus.endTimestamp * 1000) }));
    return sortBonuses(filterBonuses(bonuses, view.filters), view.sortKey, view.direction);
  }, [data, view]);
  const openBonus = open && data?.bonuses.find((bonus) => bonus.id === open.bonusId);

  return (
    <section className="dash-page" aria-labelledby="bonuses-title">
      <h1 id="bonuses-title">Bonusy</h1>
      <BonusFiltersBar view={view} onChange={setView} />
      {data && (
        <p className="bonus-list-summary" aria-live="polite" data-testid="bonus-list-summary">
          {bonusListSummary(listed.length, view.sortKey, view.direction)}
        </p>
      )}
      {saved && <Alert kind="success">{saved}</Alert>}
      {loading && !data ? (
        <LoadingState label="Načítám bonusy…" />
      ) : listed.length === 0 ? (
        <div className="ui-card dash-empty">
          <p>
            {data?.bonuses.length
              ? 'Žádný bonus neodpovídá zvoleným filtrům.'
              : 'Momentálně pro vás nemáme žádný další bonus. Nové přidáváme průběžně – zkuste to brzy znovu.'}
          </p>
        </div>
      ) : (
        <div className="bonus-grid">
          {listed.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} now={now} onOpen={() => setOpen({ bonusId: bonus.id, step: 'detail' })} lockNote={bonus.lock && <BonusLockNote lock={bonus.lock} compact />} />
          ))}
        </div>
      )}
      {openBonus && open.step === 'detail' && (
        <BonusDetailModal bonus={openBonus} now={now} onClose={() => setOpen(null)} onMarkCompleted={() => setOpen({ bonusId: openBonus.id, step: 'earnings' })} />
      )}
      {openBonus && open.step === 'earnings' && (
        <EarningsModal
          bonus={openBonus}
          onClose={() => setOpen({ bonusId: openBonus.id, step: 'detail' })}
          onSaved={() => {
            setSaved(`Bonus „${openBonus.name}“ je splněný a najdete ho v historii.`);
            setOpen(null);
          }}
        />
      )}
    </section>
  );
}
