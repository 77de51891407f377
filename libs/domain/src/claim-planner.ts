import { COUNTED, czechPlural, formatCount, PluralForms } from './czech-plural';
import { describeEligibilityRule, eligibilityRuleSchema, EligibilityRuleView, fromEligibilityRuleView } from './eligibility-rules';

/**
 * The member's catalogue as a claim planner (issue #36 §3, §4): offers the member cannot claim now and has not
 * started wait behind a switch, a reminder can be set when time alone lifts every reason, and the nearest due
 * steps of started offers come first on the dashboard. Times are unix seconds, as the api sends them.
 */
export interface PlannedOffer {
  eligibility: { eligible: boolean };
  /** Steps the member has completed; 0: not started. */
  stepIdx: number;
}

/** Not claimable now and not started: hidden until the member asks to see such offers (a started one always shows). */
export function cannotStart(offer: PlannedOffer): boolean {
  return !offer.eligibility.eligible && offer.stepIdx === 0;
}

const HIDDEN: PluralForms = { one: 'Skryta', few: 'Skryty', other: 'Skryto' };
const WHICH: PluralForms = { one: 'na kterou', few: 'na které', other: 'na které' };

/** "Skryta 1 nabídka, na kterou teď nemáte nárok", "Skryty 3 nabídky, na které…", "Skryto 5 nabídek, na které…" (the verb agrees). */
export function hiddenOffersNote(count: number): string {
  return `${czechPlural(count, HIDDEN)} ${formatCount(count, COUNTED.offer)}, ${czechPlural(count, WHICH)} teď nemáte nárok`;
}

/** The day (unix seconds) a reminder can be set for: when the last reason lifts; null when a reason has no date (time alone will not lift it). */
export function remindableFrom(reasons: readonly { eligibleFrom: number | null }[]): number | null {
  const dates = reasons.map((reason) => reason.eligibleFrom);
  return dates.length > 0 && dates.every((date) => date !== null) ? Math.max(...(dates as number[])) : null;
}

/** A started offer with its due times (`deadlines.steps[i]` belongs to `stepList[i]`). */
export interface OfferWithDeadlines {
  id: number;
  name: string;
  stepIdx: number;
  stepList: readonly { title: string }[];
  deadlines: { steps: readonly { dueTimestamp: number | null; missed: boolean }[]; nextDueTimestamp: number | null; overdue: boolean } | null;
}

export interface UpcomingDeadline {
  bonusId: number;
  bonusName: string;
  /** The step due next (the earliest due step not completed yet). */
  stepTitle: string;
  dueTimestamp: number;
  /** A step of the offer is past its due time. */
  overdue: boolean;
}

/** The next due step of every started offer, overdue offers first, then the nearest due time first. */
export function upcomingDeadlines(offers: readonly OfferWithDeadlines[]): UpcomingDeadline[] {
  return offers
    .flatMap((offer): UpcomingDeadline[] => {
      const next = offer.deadlines?.nextDueTimestamp;
      if (!offer.deadlines || next === null || next === undefined) return [];
      const index = offer.deadlines.steps.findIndex((step, i) => i >= offer.stepIdx && step.dueTimestamp === next);
      return [{ bonusId: offer.id, bonusName: offer.name, stepTitle: offer.stepList[index]?.title ?? '', dueTimestamp: next, overdue: offer.deadlines.overdue }];
    })
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.dueTimestamp - b.dueTimestamp);
}

/** An offer's rules as GraphQL carries them, in words for the member ("Kdo může nabídku získat"); a rule that does not parse is left out. */
export function describeEligibilityRuleViews(views: readonly EligibilityRuleView[], companyName: (id: number) => string): string[] {
  return views.flatMap((view) => {
    const rule = eligibilityRuleSchema.safeParse(fromEligibilityRuleView(view));
    return rule.success ? [describeEligibilityRule(rule.data, companyName)] : [];
  });
}
