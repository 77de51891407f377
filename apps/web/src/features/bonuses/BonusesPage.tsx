import { useQuery } from '@apollo/client/react';
import { BONUSES_QUERY } from './bonuses.graphql';
import { bonusListSummary, type BonusListView, bonusListViewFromQuery, bonusListViewToQuery, filterBonuses, sortBonuses } from '@bonus/domain';
import { Alert, LoadingState } from '@bonus/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRedirectOnLoadFailure } from '../../shared/dashboard/load-failure';
import { useMe } from '../../session/session-context';
import { BonusDetailModal } from './BonusDetailModal';
import { BonusFiltersBar } from './BonusFiltersBar';
import { BonusList } from './BonusList';
import { EarningsModal } from './EarningsModal';
import { countsCardPayments, withStepDues } from './step-dues';
import { useMinuteClock } from './useMinuteClock';
import './bonuses.css';

type Open = { bonusId: number; step: 'detail' | 'earnings' } | null;

/** Bonusy: the member's catalogue with filters, sorting, deadlines, the steps and completion. */
export function BonusesPage() {
  const { data, loading, error } = useQuery(BONUSES_QUERY, { fetchPolicy: 'cache-and-network' });
  useRedirectOnLoadFailure(Boolean(error) && !data, 'BONUSES_LOAD_FAILED');
  const now = useMinuteClock();
  const { casinoPauseUntil } = useMe();
  // Kept in the address: survives a reload, and a filtered list can be shared.
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => bonusListViewFromQuery(params), [params]);
  // The router renders an address change in a transition, so a second click can come before the
  // page shows the first: each change applies to the address as it is now, not as last rendered.
  const updateView = (change: (current: BonusListView) => BonusListView) =>
    setParams(bonusListViewToQuery(change(bonusListViewFromQuery(new URLSearchParams(window.location.search)))), { replace: true });
  const [open, setOpen] = useState<Open>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const countingCardPayments = useMemo(() => countsCardPayments(data?.bonuses ?? []), [data]);
  const listed = useMemo(() => {
    const bonuses = (data?.bonuses ?? []).map((bonus) => ({ ...withStepDues(bonus, countingCardPayments), bonusType: bonus.bonusTypeName, endAt: new Date(bonus.endTimestamp * 1000) }));
    return sortBonuses(filterBonuses(bonuses, view.filters), view.sortKey, view.direction);
  }, [data, view, countingCardPayments]);
  const found = open && data?.bonuses.find((bonus) => bonus.id === open.bonusId);
  const openBonus = found ? withStepDues(found, countingCardPayments) : null;

  return (
    <section className="dash-page" aria-labelledby="bonuses-title">
      <h1 id="bonuses-title">Bonusy</h1>
      <BonusFiltersBar view={view} onChange={updateView} />
      {saved && <Alert kind="success">{saved}</Alert>}
      {loading && !data ? (
        <LoadingState label="Načítám bonusy…" />
      ) : (
        <BonusList
          bonuses={listed}
          anyOffers={Boolean(data?.bonuses.length)}
          summary={(count) => bonusListSummary(count, view.sortKey, view.direction)}
          now={now}
          casinoPauseUntil={casinoPauseUntil ? new Date(casinoPauseUntil * 1000) : null}
          onOpen={(bonusId) => setOpen({ bonusId, step: 'detail' })}
        />
      )}
      {open && openBonus && open.step === 'detail' && (
        <BonusDetailModal bonus={openBonus} now={now} onClose={() => setOpen(null)} onMarkCompleted={() => setOpen({ bonusId: openBonus.id, step: 'earnings' })} />
      )}
      {open && openBonus && open.step === 'earnings' && (
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
