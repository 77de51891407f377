import { describeEligibilityRuleViews, TERMS_FIELD_LABELS } from '@bonus/domain';
import type { BonusView } from './bonuses.graphql';
import { useCompanyName } from './useCompanyName';

/** "Kdo může nabídku získat": the offer's rules in words, in its detail. */
export function EligibilityRules({ bonus }: { bonus: Pick<BonusView, 'id' | 'eligibilityRules'> }) {
  const companyName = useCompanyName();
  if (bonus.eligibilityRules.length === 0 || !companyName) return null;
  return (
    <section className="bonus-rules" aria-labelledby={`bonus-${bonus.id}-rules`}>
      <h3 id={`bonus-${bonus.id}-rules`}>{TERMS_FIELD_LABELS.eligibility_rules}</h3>
      <ul>
        {describeEligibilityRuleViews(bonus.eligibilityRules, companyName).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
