import { useQuery } from '@apollo/client/react';
import { RISK_OVERVIEW_QUERY, RiskOverviewView } from './overview.graphql';
import { formatCount, formatCzechDate, formatCzk, formatPercent, riskLabel } from '@bonus/domain';
import { StatsState } from '../../shared/dashboard/StatCards';
import { TierFeatureSection } from '../../shared/dashboard/TierFeatureSection';

const LEVEL_NOTES: Record<RiskOverviewView['returnLevel'], string | null> = {
  ok: null,
  near: 'Blížíte se měsíčnímu maximu výdělku svého členství.',
  reached: 'Tento měsíc jste dosáhli maxima výdělku, se kterým vaše členství počítá. Vyšší členství má vyšší strop.',
};

/** Řízení rizik (basic and premium): capital in started bonuses and this month's return against the tier's maximum. */
export function RiskPanel() {
  return (
    <TierFeatureSection
      feature="riskManagement"
      title="Řízení rizik"
      className="ui-card risk-panel"
      testId="risk-panel"
      locked={{
        title: 'Řízení rizik je součástí členství Basic a Premium.',
        text: 'Uvidíte, kolik kapitálu drží rozpracované bonusy, jak rizikové jsou a kolik vám zbývá do měsíčního maxima výdělku.',
      }}
    >
      <RiskOverviewContent />
    </TierFeatureSection>
  );
}

function RiskOverviewContent() {
  const { data, error, refetch } = useQuery(RISK_OVERVIEW_QUERY, { fetchPolicy: 'cache-and-network' });
  return (
    <StatsState failed={Boolean(error)} loaded={Boolean(data)} onRetry={() => void refetch()} loadingLabel="Načítám řízení rizik…">
      {data && <RiskFigures risk={data.riskOverview} />}
    </StatsState>
  );
}

function RiskFigures({ risk }: { risk: RiskOverviewView }) {
  const count = risk.startedBonuses.length;
  const note = LEVEL_NOTES[risk.returnLevel];
  return (
    <>
      <dl className="stat-cards">
        <div className="stat-card" data-testid="risk-capital">
          <dt>Vázaný kapitál</dt>
          <dd>{formatCzk(risk.capitalTiedUp)}</dd>
        </div>
        <div className="stat-card" data-testid="risk-average">
          <dt>Průměrné riziko</dt>
          <dd>{risk.averageRisk === null ? '–' : `${riskLabel(Math.round(risk.averageRisk))} (${risk.averageRisk.toLocaleString('cs-CZ')} z 5)`}</dd>
        </div>
      </dl>
      <div className="risk-panel__return">
        <label htmlFor="risk-month-return">
          Výdělek tento měsíc: <strong data-testid="risk-month-return">{formatCzk(risk.monthReturn)}</strong> z {formatCzk(risk.maxMonthReturn)} ({formatPercent(risk.monthReturnPercent)})
        </label>
        <progress id="risk-month-return" max={100} value={risk.monthReturnPercent} />
        {note && (
          <p className={`risk-panel__note risk-panel__note--${risk.returnLevel}`} role="status">
            {note}
          </p>
        )}
      </div>
      {count === 0 ? (
        <p>Nemáte rozpracovaný žádný bonus, žádný kapitál není vázaný.</p>
      ) : (
        <table className="risk-panel__table">
          <caption>
            {formatCount(count, { one: 'rozpracovaný bonus', few: 'rozpracované bonusy', other: 'rozpracovaných bonusů' })}, nejbližší termín nahoře
          </caption>
          <thead>
            <tr>
              <th scope="col">Bonus</th>
              <th scope="col" className="ui-num">
                Kapitál
              </th>
              <th scope="col">Riziko</th>
              <th scope="col">Konec akce</th>
            </tr>
          </thead>
          <tbody>
            {risk.startedBonuses.map((bonus) => (
              <tr key={bonus.id}>
                <th scope="row">{bonus.name}</th>
                <td className="ui-num">{formatCzk(bonus.neededCapital)}</td>
                <td>{riskLabel(bonus.riskRate)}</td>
                <td>{formatCzechDate(new Date(bonus.endTimestamp * 1000))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
