import { GENERATION_DOCUMENT, TIERS_DOCUMENT, TierView, usePublicQuery } from '@bonus/client';
import { errorMessage, formatCzk, remainsVerb, tierSoldOutNote } from '@bonus/domain';
import { ErrorState, LoadingState } from '@bonus/ui';
import { Link } from 'react-router';

function TierCard({ tier }: { tier: TierView }) {
  const headingId = `tier-${tier.id}-name`;
  const soldOut = tierSoldOutNote(tier.placesLeft);
  return (
    <article className={`tier-card${tier.featured ? ' tier-card--featured' : ''}`} aria-labelledby={headingId} style={{ borderTopColor: tier.color }}>
      {tier.specialMark && <p className="tier-card__mark">{tier.specialMark}</p>}
      <h3 id={headingId}>{tier.name}</h3>
      <p className="tier-card__subtitle">{tier.subtitle}</p>
      <p className="tier-card__price" data-testid={`tier-price-${tier.code}`}>
        <strong>{formatCzk(tier.price)}</strong> <span>/ měsíc</span>
      </p>
      <ul className="tier-card__features">
        {tier.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {soldOut && (
        <p className="tier-card__places" data-testid={`tier-places-${tier.code}`}>
          {soldOut}
        </p>
      )}
      {soldOut ? (
        <button type="button" className="ui-button ui-button--secondary" disabled>
          {tier.buttonText}
        </button>
      ) : (
        <Link className={`ui-button ${tier.featured ? 'ui-button--primary' : 'ui-button--secondary'}`} to={`/register?tierId=${tier.id}`}>
          {tier.buttonText}
        </Link>
      )}
    </article>
  );
}

/** How many seats the generation on sale has left; the next one costs 25 % more. */
function GenerationCapacity() {
  const { data } = usePublicQuery(GENERATION_DOCUMENT);
  if (!data) return null;
  const { name, limit, currentLoad } = data.generation;
  const left = Math.max(0, limit - currentLoad);
  return (
    <p className="home-generation" data-testid="generation-capacity">
      <strong>{name}</strong>: {remainsVerb(left)} {left.toLocaleString('cs-CZ')} z {limit.toLocaleString('cs-CZ')} míst za tuto cenu. Další generace bude o {'25\u00a0%'} dražší.
      <span className="home-generation__bar" aria-hidden="true">
        <span style={{ width: `${Math.round((currentLoad / Math.max(limit, 1)) * 100)}%` }} />
      </span>
    </p>
  );
}

/** Tiers with prices of the generation on sale, straight from the api. */
export function PricingSection() {
  const { data, loading, error, refetch } = usePublicQuery(TIERS_DOCUMENT);
  return (
    <section id="pricing" className="home-section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Členství</h2>
      <p className="home-section__lead">Měsíční předplatné, které můžete kdykoli zrušit. Cena vaší generace vám zůstává.</p>
      <GenerationCapacity />
      {loading && <LoadingState label="Načítám ceník…" />}
      {error && <ErrorState message={errorMessage('TIERS_LOAD_FAILED')} onRetry={refetch} />}
      {data && (
        <div className="tier-grid">
          {data.tiers.map((tier) => (
            <TierCard key={tier.id} tier={tier} />
          ))}
        </div>
      )}
    </section>
  );
}
