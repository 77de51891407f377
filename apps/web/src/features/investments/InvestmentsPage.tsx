import { useQuery } from '@apollo/client/react';
import { INVESTMENT_CATEGORIES_QUERY } from './investments.graphql';
import { canSeeInvestments, COUNTED, errorMessage, formatCount, formatPercent, isTierCode, riskLabel } from '@bonus/domain';
import { ErrorState, LoadingState } from '@bonus/ui';
import { Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useMe } from '../../session/session-context';
import { InvestmentCategoryDetail } from './InvestmentCategoryDetail';
import './investments.css';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

const percent = (value: number) => `${formatPercent(value)} ročně`;

/** Investice: premium guidance; lower tiers see what is inside and how to unlock it. */
export function InvestmentsPage() {
  const me = useMe();
  const { categoryId } = useParams();
  const { data, error, refetch } = useQuery(INVESTMENT_CATEGORIES_QUERY);
  const unlocked = me.admin || (isTierCode(me.tier.code) && canSeeInvestments(me.tier.code));

  if (error && !data) return <ErrorState message={errorMessage('INVESTMENTS_LOAD_FAILED')} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState label="Načítám investice…" />;
  const category = categoryId ? data.investmentCategories.find((c) => String(c.id) === categoryId) : undefined;

  return (
    <section className="dash-page" aria-labelledby="investments-title">
      <h1 id="investments-title">Investice</h1>
      {!unlocked ? (
        <div className="ui-card investments-lock" role="note">
          <p className="feature-locked__title">
            <Lock size={20} aria-hidden="true" /> <strong>Investiční průvodce je součástí členství Premium.</strong>
          </p>
          <p>Uvnitř najdete {formatCount(data.investmentCategories.length, COUNTED.investmentCategory)} s výhodami, riziky a doporučenými produkty krok za krokem.</p>
          <ul className="investments-teaser">
            {data.investmentCategories.map((c) => (
              <li key={c.id}>{c.name}</li>
            ))}
          </ul>
          <Link className="ui-button ui-button--primary" to={`${dashboardPath('settings')}?tab=membership`}>
            Přejít na Premium
          </Link>
        </div>
      ) : category ? (
        <InvestmentCategoryDetail category={category} />
      ) : (
        <>
          <p>Investice nesou riziko ztráty. Průvodce vysvětluje možnosti, ale není investičním doporučením.</p>
          <ul className="investment-categories">
            {data.investmentCategories.map((c) => (
              <li key={c.id} className="ui-card investment-category" style={{ borderTopColor: c.color }}>
                <h2>{c.name}</h2>
                <p className="investment-category__subtitle">{c.subtitle}</p>
                <p>{c.shortDescription}</p>
                <p className="investment-category__facts">
                  Průměrný výnos {percent(c.avgExpectedReturn)} · riziko {riskLabel(c.avgRiskRate).toLowerCase()}
                </p>
                <Link className="ui-button ui-button--secondary" to={`/dashboard/investments/${c.id}`} aria-label={`Otevřít kategorii ${c.name}`}>
                  Otevřít
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
