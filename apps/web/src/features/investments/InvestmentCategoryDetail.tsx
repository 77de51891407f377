import { useQuery } from '@apollo/client/react';
import { InvestmentCategoryView, INVESTMENTS_QUERY } from './investments.graphql';
import { errorMessage, formatPercent, productsToShow } from '@bonus/domain';
import { Button, ErrorState, LoadingState, RiskGauge } from '@bonus/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { InvestmentProductCard } from './InvestmentProductCard';
import { ProsCons } from './ProsCons';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

/** One category: what it is, pros and cons, averages, and its products (recommended first, three until "show all"). */
export function InvestmentCategoryDetail({ category }: { category: InvestmentCategoryView }) {
  const { data, error, refetch } = useQuery(INVESTMENTS_QUERY, { variables: { investmentCategoryId: category.id } });
  const [showAll, setShowAll] = useState(false);
  const { shown, hidden } = productsToShow(data?.investments ?? [], showAll);
  return (
    <div className="investment-detail">
      <Link to={dashboardPath('investments')}>← Všechny kategorie</Link>
      <div className="investment-detail__head" style={{ borderLeftColor: category.color }}>
        <div>
          <h2>{category.name}</h2>
          <p className="investment-category__subtitle">{category.subtitle}</p>
          <p>{category.description}</p>
          <p>
            Průměrný výnos <strong>{formatPercent(category.avgExpectedReturn)} ročně</strong>
          </p>
        </div>
        <RiskGauge level={category.avgRiskRate} />
      </div>
      <ProsCons pros={category.prosList} cons={category.consList} />
      <h2>Doporučené produkty</h2>
      {error && !data ? (
        <ErrorState message={errorMessage('INVESTMENTS_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label="Načítám produkty…" />
      ) : shown.length === 0 ? (
        <p>V této kategorii zatím nemáme žádný produkt.</p>
      ) : (
        <>
          <ul className="investment-products">
            {shown.map((product) => (
              <InvestmentProductCard key={product.id} product={product} />
            ))}
          </ul>
          {(hidden > 0 || showAll) && (
            <Button variant="secondary" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
              {showAll ? 'Zobrazit méně' : `Zobrazit všechny (${shown.length + hidden})`}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
