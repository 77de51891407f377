import type { InvestmentProductView } from './investments.graphql';
import { companyWebsiteLinkLabel, formatCzk, formatPercent, INVEST_HORIZON_LABELS, riskLabel } from '@bonus/domain';
import { ProsCons } from './ProsCons';

/** A recommended product with its facts, pros and cons, the step guide and the way to the provider. */
export function InvestmentProductCard({ product }: { product: InvestmentProductView }) {
  return (
    <li className="ui-card investment-product" aria-labelledby={`product-${product.id}`}>
      {product.recommended && <p className="ui-badge investment-product__badge">Doporučujeme</p>}
      <h3 id={`product-${product.id}`}>{product.name}</h3>
      <p className="investment-category__subtitle">{product.companyName}</p>
      <p>{product.description}</p>
      <dl className="ui-facts">
        <div>
          <dt>Očekávaný výnos</dt>
          <dd>{formatPercent(product.expectedReturn)}</dd>
        </div>
        <div>
          <dt>Horizont</dt>
          <dd>{INVEST_HORIZON_LABELS[product.investHorizontId]}</dd>
        </div>
        <div>
          <dt>Od</dt>
          <dd>{formatCzk(product.neededCapital)}</dd>
        </div>
        <div>
          <dt>Riziko</dt>
          <dd>{riskLabel(product.riskRate)}</dd>
        </div>
      </dl>
      <ProsCons pros={product.prosList} cons={product.consList} />
      <details className="investment-steps">
        <summary>Postup krok za krokem</summary>
        <ol>
          {product.stepList.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </details>
      <a className="ui-button ui-button--primary" href={product.urlLink} target="_blank" rel="noopener noreferrer">
        {companyWebsiteLinkLabel(product.companyName)}
      </a>
    </li>
  );
}
