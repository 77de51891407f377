import { useQuery } from '@apollo/client/react';
import { RankedBonusView, WEEKLY_ANALYSIS_QUERY, WeeklyAnalysisView } from './reports.graphql';
import { formatCzechDate, formatCzk } from '@bonus/domain';
import { Link } from 'react-router';
import { StatsState } from '../../shared/dashboard/StatCards';
import { TierFeatureSection } from '../../shared/dashboard/TierFeatureSection';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

const hours = (value: number) => `${value.toLocaleString('cs-CZ')} h`;

function RankedList({ title, bonuses, figure }: { title: string; bonuses: RankedBonusView[]; figure: (bonus: RankedBonusView) => string }) {
  return (
    <div className="weekly-list">
      <h3>{title}</h3>
      {bonuses.length === 0 ? (
        <p>Žádný otevřený bonus.</p>
      ) : (
        <ol>
          {bonuses.map((bonus) => (
            <li key={bonus.id}>
              <span>{bonus.name}</span> <strong>{figure(bonus)}</strong>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Týdenní analýza (premium): which open bonuses are worth most per hour and per crown, and which end this week. */
export function WeeklyAnalysisSection() {
  return (
    <TierFeatureSection
      feature="weeklyAnalysis"
      title="Týdenní analýza"
      className="ui-card report-card"
      testId="weekly-analysis"
      locked={{
        title: 'Týdenní analýzy jsou součástí členství Premium.',
        text: 'Které otevřené bonusy vynesou nejvíc za hodinu práce a na korunu vloženého kapitálu, a které tento týden končí.',
      }}
    >
      <WeeklyAnalysis />
    </TierFeatureSection>
  );
}

function WeeklyAnalysis() {
  const { data, error, refetch } = useQuery(WEEKLY_ANALYSIS_QUERY, { fetchPolicy: 'cache-and-network' });
  return (
    <StatsState failed={Boolean(error)} loaded={Boolean(data)} onRetry={() => void refetch()} loadingLabel="Načítám týdenní analýzu…">
      {data && <WeeklyLists analysis={data.weeklyAnalysis} />}
    </StatsState>
  );
}

function WeeklyLists({ analysis }: { analysis: WeeklyAnalysisView }) {
  return (
    <>
      <div className="weekly-grid">
        <RankedList title="Nejvíc za hodinu práce" bonuses={analysis.byHour} figure={(b) => `${formatCzk(b.valuePerHour)}/h (${hours(b.hours)})`} />
        <RankedList
          title="Nejvíc na korunu kapitálu"
          bonuses={analysis.byCapital}
          figure={(b) => (b.valuePerCzk === null ? `bez vkladu, ${formatCzk(b.expectedValue)}` : `${b.valuePerCzk.toLocaleString('cs-CZ')}\u00a0Kč na 1\u00a0Kč`)}
        />
        <RankedList title="Končí do 7 dnů" bonuses={analysis.expiringThisWeek} figure={(b) => formatCzechDate(new Date(b.endTimestamp * 1000))} />
      </div>
      <p className="tax-note">
        Hodiny jsou odhad: {analysis.minutesPerStep} minut na každý krok bonusu. Výnos je očekávaná hodnota, není zaručený. <Link to={dashboardPath('bonuses')}>Přejít na bonusy</Link>
      </p>
    </>
  );
}
