import type { EntityManager } from 'typeorm';
import {
  BonusCaps,
  BonusUsage,
  CalendarDate,
  EarningsStats,
  evaluateEligibility,
  HALERE_PER_CZK,
  Halere,
  halereToWholeCzk,
  HeldAccount,
  nextPragueMidnight,
  isoCalendarDate,
  offerLock,
  parseCalendarDate,
  pragueCalendarDate,
  pragueMonth,
  requirementProgress,
  RequirementContext,
  StepRequirement,
  restrictedOperators,
  stepDeadlines,
  TierCode,
} from '@bonus/domain';
import { MemberReads, readDirectly } from '../../cache/member-data-cache';
import { heldAccountsOf } from '../member-accounts/member-account.queries';
import { PlayRecords, playRecordsOf } from '../responsible-play/responsible-play.queries';
import { ClassifiedRow, classifiedTransactionsOf, paymentView, requirementContext } from '../bank-statements/counted-transactions';
import type { BonusCatalogue, CatalogueBonus } from './bonus-catalogue';
import { Bonus, toBonusReadModel, explainLock, StepProgress } from './bonus.read-model';
import { memberBonusStates, MemberBonusState, MemberBonusStates } from './bonus.queries';
import { loadBonusUsage } from './bonus-usage';
import { bonusGraph } from './bonus-catalogue.queries';

/** Who the list is for: what their lock, eligibility and deadlines depend on besides their own rows. */
export interface BonusMember {
  id: string;
  tier: TierCode;
  /** YYYY-MM-DD, as stored. */
  birthDate: string | null;
  /** Until when they paused casino offers (issue #38). */
  casinoPauseUntil: Date | null;
}

export const bonusMemberOf = (user: { id: string; tier: { code: TierCode }; birthDate: string | null; casinoPauseUntil: Date | null }): BonusMember => ({
  id: user.id,
  tier: user.tier.code,
  birthDate: user.birthDate,
  casinoPauseUntil: user.casinoPauseUntil,
});

/** The member's own rows every offer's answer is worked out from: read once per request, or from the cache. */
interface Standing {
  states: MemberBonusStates;
  accounts: readonly HeldAccount[];
  usage: BonusUsage;
  /** Their self-exclusion declaration and operator statuses (issue #38). */
  play: PlayRecords;
  /** Their imported statements' entries; read only when a started offer has a step requirement. */
  transactions: readonly ClassifiedRow[];
}

const NO_TRANSACTIONS: readonly ClassifiedRow[] = Object.freeze([]);

interface MemberFacts {
  member: BonusMember;
  /** The Prague day of `now`, YYYY-MM-DD. */
  today: string;
  birthDate: CalendarDate | null;
  standing: Standing;
  caps: BonusCaps;
  companyNames: ReadonlyMap<number, string>;
  /** Offers' earnings stats by id (the catalogue's, shared by every member). */
  earnings: ReadonlyMap<number, EarningsStats>;
  /** Operators whose latest status the member recorded keeps their offers from them. */
  restrictedOperators: ReadonlySet<number>;
  now: Date;
}

/** What a member's list was last made from: the list holds while none of it changes and until `validUntil`. */
interface LastList {
  shown: readonly CatalogueBonus[];
  accounts: readonly HeldAccount[];
  usage: BonusUsage;
  play: PlayRecords;
  transactions: readonly ClassifiedRow[];
  tier: TierCode;
  birthDate: string | null;
  casinoPauseUntil: number | undefined;
  maxBonusesPerUser: number;
  earnings: ReadonlyMap<number, EarningsStats>;
  validUntil: number;
  list: readonly Bonus[];
}
const lastLists = new WeakMap<MemberBonusStates, LastList>();

type OwnRows = Omit<Standing, 'transactions'>;

/** The member's rows every answer needs, read together with the catalogue. */
async function loadOwnRows(manager: EntityManager, memberId: string, now: Date, reads: MemberReads): Promise<OwnRows> {
  const [states, accounts, usage, play] = await Promise.all([
    reads('bonus-states', () => memberBonusStates(manager, memberId)),
    reads('accounts', () => heldAccountsOf(manager, memberId)),
    reads(`usage:${pragueMonth(now)}`, () => loadBonusUsage(manager, memberId, now)),
    reads('responsible-play', () => playRecordsOf(manager, memberId)),
  ]);
  return { states, accounts, usage, play };
}

/** Their statements too, read only when one of `offers` (the ones the answer is for) is started and has a step requirement. */
async function withStatements(rows: OwnRows, offers: readonly Pick<Bonus, 'id' | 'stepList'>[], manager: EntityManager, memberId: string, reads: MemberReads): Promise<Standing> {
  const counts = offers.some((offer) => (rows.states.get(offer.id)?.stepIdx ?? 0) > 0 && offer.stepList.some((step) => step.requirement));
  return { ...rows, transactions: counts ? await reads('bank-transactions', () => classifiedTransactionsOf(manager, memberId)) : NO_TRANSACTIONS };
}

/** A company's name for eligibility reasons (a rule may name one the catalogue no longer has). */
export const companyNameIn = (names: ReadonlyMap<number, string>) => (companyId: number) => names.get(companyId) ?? 'neznámé společnosti';

/** A step's progress from the member's statements, with the payments that counted as the offer detail lists them. */
function stepProgress(transactions: readonly ClassifiedRow[], requirement: StepRequirement, context: RequirementContext, today: string): StepProgress {
  const { counted, ...progress } = requirementProgress(transactions, requirement, context, today);
  return {
    ...progress,
    counted: counted.map(paymentView),
  };
}

/** One offer as this member sees it: their progress and lock, whether they may claim it, their due times, the terms they started under. */
function personalise(bonus: Bonus, entity: CatalogueBonus['entity'], state: MemberBonusState | undefined, facts: MemberFacts): Bonus {
  const stepIdx = state?.stepIdx ?? 0;
  const play = { declaredAt: facts.standing.play.declaredAt, pauseUntil: facts.member.casinoPauseUntil };
  const lock = offerLock(facts.member.tier, entity, facts.standing.usage, stepIdx > 0, facts.caps, play, facts.now);
  const eligibility = evaluateEligibility(entity.eligibilityRules, {
    now: facts.now,
    birthDate: facts.birthDate,
    accounts: facts.standing.accounts,
    finishedThisOffer: state?.finished ?? false,
    companyName: companyNameIn(facts.companyNames),
    offerCompanyId: entity.companyId,
    restrictedOperators: facts.restrictedOperators,
    offerEndsAt: bonus.endTimestamp,
  });
  const startedAt = stepIdx > 0 ? (state?.startedAt ?? null) : null;
  const startedTermsVersion = startedAt ? (state?.startedTermsVersion ?? null) : null;
  const counting = startedAt && bonus.stepList.some((step) => step.requirement) ? requirementContext({ startedAt, bankCode: bonus.company.bankCode, bankName: bonus.company.name }) : null;
  return {
    ...bonus,
    stepIdx,
    lock: lock && explainLock(lock),
    eligibility: { ...eligibility, remindTimestamp: state?.remindAt ?? null },
    deadlines: startedAt && stepDeadlines(bonus.stepList, startedAt, stepIdx, facts.now),
    requirementProgress: counting && bonus.stepList.map((step) => step.requirement && stepProgress(facts.standing.transactions, step.requirement, counting, facts.today)),
    startedTermsVersion,
    startedTimestamp: startedAt,
    termsChanged: startedTermsVersion !== null && startedTermsVersion < bonus.termsVersion,
    earningsStats: facts.earnings.get(bonus.id) ?? null,
  };
}

function memberFacts(member: BonusMember, standing: Standing, caps: BonusCaps, companyNames: ReadonlyMap<number, string>, earnings: ReadonlyMap<number, EarningsStats>, now: Date): MemberFacts {
  return {
    earnings,
    member,
    today: isoCalendarDate(pragueCalendarDate(now)),
    birthDate: member.birthDate ? parseCalendarDate(member.birthDate) : null,
    standing,
    caps,
    companyNames,
    restrictedOperators: restrictedOperators(standing.play.operatorHistory, now),
    now,
  };
}

/** Until when a list holds as time passes: the next Prague midnight (ages, account windows, operator statuses), the end of a pause or the next due time of a step. */
function listValidUntil(list: readonly Bonus[], member: BonusMember, now: Date): number {
  let until = nextPragueMidnight(now).getTime();
  const pauseEnd = member.casinoPauseUntil?.getTime();
  if (pauseEnd !== undefined && pauseEnd > now.getTime() && pauseEnd < until) until = pauseEnd;
  for (const bonus of list) {
    for (const due of bonus.deadlines?.steps ?? []) {
      const at = due.dueTimestamp?.getTime();
      if (at !== undefined && at > now.getTime() && at < until) until = at;
    }
  }
  return until;
}

/**
 * GET /bonus_all: the shared catalogue shown now, without what this member hid or completed, with
 * their step_idx, lock, eligibility, due times and terms version, and every offer's earnings stats
 * (one cached statement shared by all members, BonusCatalogue.earningsStats). Four statements of the member's own
 * (their bonus states, accounts and monthly usage), however long the catalogue or their history; none
 * when `reads` has them cached, and then the list is only made again when the shown catalogue, the
 * member's data, their tier or birth date, the admin's caps changed, or time reached a moment that
 * changes an answer (listValidUntil). Shared between requests: not to be mutated.
 */
export async function listMemberBonuses(
  catalogue: BonusCatalogue,
  manager: EntityManager,
  member: BonusMember,
  caps: BonusCaps,
  now: Date,
  reads: MemberReads = readDirectly,
): Promise<readonly Bonus[]> {
  const [shown, companyNames, earnings, rows] = await Promise.all([catalogue.shownAt(now), catalogue.companyNames(), catalogue.earningsStats(), loadOwnRows(manager, member.id, now, reads)]);
  const standing = await withStatements(rows, shown.map(({ bonus }) => bonus), manager, member.id, reads);
  const { states, accounts, usage, play, transactions } = standing;
  const last = lastLists.get(states);
  if (
    last &&
    last.shown === shown &&
    last.accounts === accounts &&
    last.usage === usage &&
    last.play === play &&
    last.transactions === transactions &&
    last.tier === member.tier &&
    last.birthDate === member.birthDate &&
    last.casinoPauseUntil === member.casinoPauseUntil?.getTime() &&
    last.maxBonusesPerUser === caps.maxBonusesPerUser &&
    last.earnings === earnings &&
    now.getTime() < last.validUntil
  ) {
    return last.list;
  }
  const facts = memberFacts(member, standing, caps, companyNames, earnings, now);
  const list = shown.filter(({ entity }) => !states.get(entity.id)?.closed).map(({ bonus, entity }) => personalise(bonus, entity, states.get(entity.id), facts));
  lastLists.set(states, {
    shown,
    accounts,
    usage,
    play,
    transactions,
    tier: member.tier,
    birthDate: member.birthDate,
    casinoPauseUntil: member.casinoPauseUntil?.getTime(),
    maxBonusesPerUser: caps.maxBonusesPerUser,
    earnings,
    validUntil: listValidUntil(list, member, now),
    list,
  });
  return list;
}

/**
 * GET /bonus: one bonus as the member sees it (also one they hid or completed), with its steps,
 * company and games, and their standing with it; admins may open bonuses that are not shown.
 */
export async function loadMemberBonus(
  catalogue: BonusCatalogue,
  manager: EntityManager,
  member: BonusMember,
  caps: BonusCaps,
  now: Date,
  bonusId: number,
  includeInvisible: boolean,
): Promise<Bonus | null> {
  const [entity, companyNames, earnings, rows] = await Promise.all([bonusGraph(manager, bonusId, includeInvisible ? null : now), catalogue.companyNames(), catalogue.earningsStats(), loadOwnRows(manager, member.id, now, readDirectly)]);
  if (!entity) return null;
  const bonus = toBonusReadModel(entity, 0, null);
  const standing = await withStatements(rows, [bonus], manager, member.id, readDirectly);
  return personalise(bonus, entity, standing.states.get(bonusId), memberFacts(member, standing, caps, companyNames, earnings, now));
}

/**
 * The expected value of the bonuses a member can still take (GET /user potential_bonus_revenue): the
 * sum of their values as the member sees them, each in whole crowns; an offer they may not claim
 * counts only when they started it already.
 */
export function potentialRevenue(bonuses: readonly Bonus[]): Halere {
  return bonuses.filter((bonus) => bonus.lock === null && (bonus.eligibility.eligible || bonus.stepIdx > 0)).reduce((sum, bonus) => sum + halereToWholeCzk(bonus.expectedValue) * HALERE_PER_CZK, 0);
}
