import { BonusType, EligibilityRule, SpecialMark, StepRequirement, ValueTerms, WageringBase } from '@bonus/domain';

export const BANKS = ['Air Bank', 'Česká spořitelna', 'ČSOB', 'Komerční banka', 'Raiffeisenbank', 'mBank', 'MONETA Money Bank', 'Fio banka', 'UniCredit Bank'];
export const CASINOS = ['Tipsport', 'Fortuna', 'Chance', 'SYNOT TIP', 'Betano', 'Kingsbet', 'Grandwin', 'Sazka Hry', 'Merkur Casino'];

export const GAMES: readonly { name: string; studio: string; rtp: number; volatility: 'low' | 'medium' | 'high' }[] = [
  { name: 'Gates of Olympus', studio: 'Pragmatic Play', rtp: 96.5, volatility: 'high' },
  { name: 'Sweet Bonanza', studio: 'Pragmatic Play', rtp: 96.48, volatility: 'high' },
  { name: 'Big Bass Bonanza', studio: 'Pragmatic Play', rtp: 96.71, volatility: 'high' },
  { name: 'Book of Dead', studio: "Play'n GO", rtp: 96.21, volatility: 'high' },
  { name: 'Starburst', studio: 'NetEnt', rtp: 96.09, volatility: 'low' },
  { name: 'Blood Suckers', studio: 'NetEnt', rtp: 98, volatility: 'low' },
  { name: 'Lightning Roulette', studio: 'Evolution', rtp: 97.3, volatility: 'medium' },
  { name: 'Crazy Time', studio: 'Evolution', rtp: 96.08, volatility: 'high' },
  { name: 'Blackjack Classic', studio: 'Evolution', rtp: 99.28, volatility: 'low' },
  { name: 'Hot Fruits 100', studio: 'Amusnet', rtp: 95.8, volatility: 'medium' },
];

/** When a demo bonus is valid, relative to the moment of seeding. */
export type ValidityWindow = 'active' | 'upcoming' | 'expiring-hour' | 'expiring-day' | 'expired' | 'hidden-until-later';

export interface DemoBonus {
  name: string;
  company: string;
  type: BonusType;
  valueCzk: number;
  capitalCzk: number;
  risk: number;
  mark: SpecialMark | null;
  window: ValidityWindow;
  games?: string[];
  renewingDays?: number[];
  visible?: boolean;
  /** Who may claim it, with companies by name (issue #36). */
  rules?: DemoRule[];
  /** What its "Splňte podmínky" step needs from the member's statements (issue #37). */
  requirement?: StepRequirement;
  /** A casino offer's wagering terms (issue #38 §1). */
  valueTerms?: ValueTerms;
}

/** Wagering terms in the order an offer's conditions state them (Kč; contribution in percent; null: no cashout limit). */
const wagering = (bonus_amount: number, deposit: number, wagering_multiplier: number, wagering_base: WageringBase, contribution_percent: number, max_bet: number, max_cashout: number | null): ValueTerms =>
  ({ bonus_amount, deposit, wagering_multiplier, wagering_base, contribution_percent, max_bet, max_cashout });

/** An eligibility rule naming its company rather than its id (ids are given on seeding). */
export type DemoRule = EligibilityRule extends infer Rule ? (Rule extends { company_id: number } ? Omit<Rule, 'company_id'> & { company: string } : Rule) : never;

/** Deadlines of the step templates in the demo catalogue, in days from the member's start (issue #36 §4). */
export const DEMO_STEP_DEADLINES: Readonly<Record<string, number>> = { 'fulfil-conditions': 60, 'first-deposit': 7, 'qualifying-deposit': 7, wagering: 30 };

const bank = (name: string, company: string, valueCzk: number, capitalCzk: number, risk: number, mark: SpecialMark | null, window: ValidityWindow = 'active'): DemoBonus =>
  ({ name, company, type: 'bank', valueCzk, capitalCzk, risk, mark, window });

export const DEMO_BONUSES: readonly DemoBonus[] = [
  { ...bank('Air Bank: 1\u00a0000\u00a0Kč za nový účet', 'Air Bank', 1000, 0, 1, 'recommended'), requirement: { kind: 'card_payments', count: 3, min_amount: 100, within_days: 60 } },
  { ...bank('Česká spořitelna: 1\u00a0500\u00a0Kč k Plus kontu', 'Česká spořitelna', 1500, 500, 1, 'VIP'), requirement: { kind: 'incoming_total', min_amount: 15_000, within_days: 60 } },
  { ...bank('ČSOB: 2\u00a0000\u00a0Kč za účet s aplikací', 'ČSOB', 2000, 1000, 1, 'exceptional', 'expiring-day'), requirement: { kind: 'card_payments', count: 5, min_amount: 200, within_days: 30 } },
  { ...bank('Komerční banka: 1\u00a0000\u00a0Kč za Můj účet Plus', 'Komerční banka', 1000, 0, 1, null), requirement: { kind: 'card_payments', count: 3, min_amount: 100, within_days: 60 } },
  { ...bank('Raiffeisenbank: 3\u00a0000\u00a0Kč za aktivní účet', 'Raiffeisenbank', 3000, 2000, 2, 'recommended'), rules: [{ kind: 'never_account', company: 'Raiffeisenbank' }] },
  bank('mBank: 800\u00a0Kč za mKonto', 'mBank', 800, 0, 1, null, 'expiring-hour'),
  { ...bank('MONETA: 1\u00a0200\u00a0Kč za Tomíka', 'MONETA Money Bank', 1200, 300, 1, null), rules: [{ kind: 'no_account_within', company: 'MONETA Money Bank', months: 12 }] },
  bank('Fio banka: 500\u00a0Kč za doporučení', 'Fio banka', 500, 0, 1, null, 'upcoming'),
  bank('UniCredit: 2\u00a0500\u00a0Kč za Konto U', 'UniCredit Bank', 2500, 5000, 2, 'VIP'),
  bank('Air Bank: 700\u00a0Kč za spořicí účet', 'Air Bank', 700, 10000, 2, null, 'expired'),
  bank('ČSOB: 1\u00a0000\u00a0Kč za hypoteční konzultaci', 'ČSOB', 1000, 0, 1, null, 'hidden-until-later'),
  bank('Komerční banka: 1\u00a0800\u00a0Kč za G2 kartu', 'Komerční banka', 1800, 1000, 2, null),
  { name: 'Tipsport: 100 free spinů za registraci', company: 'Tipsport', type: 'registration', valueCzk: 300, capitalCzk: 0, risk: 1, mark: 'recommended', window: 'active', games: ['Gates of Olympus'], rules: [{ kind: 'once_per_person' }], valueTerms: wagering(300, 0, 30, 'bonus', 100, 100, 1500) },
  { name: 'Fortuna: 50 free spinů bez vkladu', company: 'Fortuna', type: 'registration', valueCzk: 150, capitalCzk: 0, risk: 1, mark: null, window: 'active', games: ['Book of Dead'], valueTerms: wagering(150, 0, 25, 'bonus', 100, 50, 1000) },
  { name: 'Chance: 200\u00a0Kč za ověření', company: 'Chance', type: 'registration', valueCzk: 200, capitalCzk: 0, risk: 1, mark: null, window: 'expiring-day' },
  { name: 'Kingsbet: 77 free spinů', company: 'Kingsbet', type: 'registration', valueCzk: 230, capitalCzk: 0, risk: 1, mark: null, window: 'upcoming', games: ['Big Bass Bonanza'] },
  { name: 'Sazka Hry: 500\u00a0Kč za první vklad', company: 'Sazka Hry', type: 'slot', valueCzk: 500, capitalCzk: 500, risk: 3, mark: 'VIP', window: 'active', games: ['Starburst', 'Blood Suckers'], valueTerms: wagering(500, 500, 10, 'deposit_and_bonus', 100, 125, null) },
  { name: 'Betano: 100\u00a0% až 3\u00a0000\u00a0Kč', company: 'Betano', type: 'slot', valueCzk: 1400, capitalCzk: 3000, risk: 4, mark: 'exceptional', window: 'active', games: ['Sweet Bonanza', 'Gates of Olympus'], rules: [{ kind: 'no_account_within', company: 'Betano', months: 6 }], valueTerms: wagering(3000, 3000, 10, 'bonus', 100, 125, null) },
  { name: 'SYNOT TIP: 1\u00a0000\u00a0Kč vkladový bonus', company: 'SYNOT TIP', type: 'slot', valueCzk: 600, capitalCzk: 1000, risk: 3, mark: null, window: 'active', games: ['Hot Fruits 100'], valueTerms: wagering(1000, 1000, 15, 'bonus', 100, 100, null) },
  { name: 'Grandwin: 300 spinů za vklad', company: 'Grandwin', type: 'slot', valueCzk: 900, capitalCzk: 1000, risk: 4, mark: null, window: 'expiring-hour', games: ['Big Bass Bonanza'] },
  { name: 'Merkur: víkendové spiny', company: 'Merkur Casino', type: 'slot', valueCzk: 250, capitalCzk: 300, risk: 3, mark: null, window: 'active', games: ['Book of Dead'], renewingDays: [4, 5, 6], valueTerms: wagering(250, 300, 20, 'bonus', 100, 50, 2000) },
  { name: 'Tipsport: pondělní cashback', company: 'Tipsport', type: 'slot', valueCzk: 200, capitalCzk: 500, risk: 3, mark: 'recommended', window: 'active', games: ['Gates of Olympus'], renewingDays: [0] },
  { name: 'Fortuna: 1\u00a0500\u00a0Kč za vklad', company: 'Fortuna', type: 'slot', valueCzk: 700, capitalCzk: 1500, risk: 4, mark: null, window: 'expired', games: ['Starburst'] },
  { name: 'Chance: 2\u00a0000\u00a0Kč k prvnímu vkladu', company: 'Chance', type: 'slot', valueCzk: 1000, capitalCzk: 2000, risk: 5, mark: null, window: 'upcoming', games: ['Sweet Bonanza'] },
  { name: 'Betano: live cashback 20\u00a0%', company: 'Betano', type: 'live', valueCzk: 600, capitalCzk: 2000, risk: 4, mark: null, window: 'active', games: ['Lightning Roulette'] },
  { name: 'Tipsport: live blackjack bonus', company: 'Tipsport', type: 'live', valueCzk: 800, capitalCzk: 1500, risk: 3, mark: 'VIP', window: 'active', games: ['Blackjack Classic'], valueTerms: wagering(800, 1500, 20, 'bonus', 20, 250, null) },
  { name: 'Fortuna: ruleta 500\u00a0Kč', company: 'Fortuna', type: 'live', valueCzk: 500, capitalCzk: 1000, risk: 4, mark: null, window: 'expiring-day', games: ['Lightning Roulette'] },
  { name: 'SYNOT TIP: Crazy Time večery', company: 'SYNOT TIP', type: 'live', valueCzk: 400, capitalCzk: 1000, risk: 5, mark: null, window: 'active', games: ['Crazy Time'], renewingDays: [2, 4] },
  { name: 'Kingsbet: live vklad 1\u00a0000\u00a0Kč', company: 'Kingsbet', type: 'live', valueCzk: 650, capitalCzk: 1000, risk: 4, mark: 'exceptional', window: 'active', games: ['Blackjack Classic', 'Lightning Roulette'], valueTerms: wagering(1000, 1000, 10, 'bonus', 50, 250, 5000) },
  { name: 'Sazka Hry: live turnaj', company: 'Sazka Hry', type: 'live', valueCzk: 350, capitalCzk: 500, risk: 3, mark: null, window: 'expired', games: ['Crazy Time'] },
  { name: 'Grandwin: live bonus 800\u00a0Kč', company: 'Grandwin', type: 'live', valueCzk: 800, capitalCzk: 1600, risk: 4, mark: null, window: 'active', games: ['Lightning Roulette'], visible: false },
  { name: 'Merkur: 150 free spinů za registraci', company: 'Merkur Casino', type: 'registration', valueCzk: 350, capitalCzk: 0, risk: 1, mark: 'exceptional', window: 'active', games: ['Book of Dead'], rules: [{ kind: 'age', min: 21, max: null }], valueTerms: wagering(350, 0, 35, 'bonus', 100, 50, 1500) },
];
