import { useQuery } from '@apollo/client/react';
import { pragueYear } from '@bonus/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatsState } from '../../shared/dashboard/StatCards';
import { TaxPosition } from '../../shared/tax/TaxPosition';
import { TAX_SUMMARY_QUERY } from '../../shared/tax/tax-position.graphql';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

/** The year's tax position at a glance (every member): the two limits as bars, warnings, and the way to the reports. */
export function TaxPositionCard() {
  const [year] = useState(() => pragueYear(new Date()));
  const { data, error, refetch } = useQuery(TAX_SUMMARY_QUERY, { variables: { year }, fetchPolicy: 'cache-and-network' });
  return (
    <section className="ui-card tax-position-card" aria-labelledby="tax-position-title" data-testid="tax-position-card">
      <h2 id="tax-position-title">Daňová pozice {year}</h2>
      <StatsState failed={Boolean(error)} loaded={Boolean(data)} onRetry={() => void refetch()} loadingLabel="Načítám daňovou pozici…">
        {data && <TaxPosition position={data.taxSummary} compact />}
      </StatsState>
      <Link to={dashboardPath('reports')} className="tax-position-card__link">
        Daňové reporty a zdroje pravidel
      </Link>
    </section>
  );
}
