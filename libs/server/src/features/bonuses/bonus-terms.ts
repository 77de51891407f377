import { BonusTerms, halereToWholeCzk, toUnixSeconds } from '@bonus/domain';
import type { BonusEntity } from './bonus.entity';
import type { BonusStepEntity } from './bonus-step.entity';

type TermsSource = Pick<BonusEntity, 'descriptionHtml' | 'urlBonusConditions' | 'eligibilityRules' | 'expectedValueHalere' | 'neededCapitalHalere' | 'endAt'>;
type TermsStepSource = Pick<BonusStepEntity, 'title' | 'subtitle' | 'descriptionHtml' | 'deadlineDays' | 'requirement' | 'position'>;

/** An offer's terms as stored (sanitised texts), named and valued as on the wire, for comparing two versions. */
export function termsOf(bonus: TermsSource, steps: readonly TermsStepSource[]): BonusTerms {
  return {
    description: bonus.descriptionHtml,
    step_list: [...steps]
      .sort((a, b) => a.position - b.position)
      .map((step) => ({ title: step.title, subtitle: step.subtitle, description: step.descriptionHtml, deadline_days: step.deadlineDays ?? null, requirement: step.requirement ?? null })),
    url_bonus_conditions: bonus.urlBonusConditions,
    eligibility_rules: bonus.eligibilityRules,
    expected_value: halereToWholeCzk(bonus.expectedValueHalere),
    needed_capital: halereToWholeCzk(bonus.neededCapitalHalere),
    end_timestamp: toUnixSeconds(bonus.endAt),
  };
}
