/** Fixed value sets of the bonus catalogue (spec sections 3 and 9). */
export const BONUS_TYPES = ['bank', 'slot', 'live', 'registration'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

export const SPECIAL_MARKS = ['VIP', 'recommended', 'exceptional'] as const;
export type SpecialMark = (typeof SPECIAL_MARKS)[number];

export const RISK_MIN = 1;
export const RISK_MAX = 5;
/** Risk levels 1..5 in order. */
export const RISK_LEVEL_NAMES = ['none', 'low', 'medium', 'high', 'extreme'] as const;

/** Weekday numbers of renewing bonuses: 0 = Monday … 6 = Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** Czech names of WEEKDAYS, Monday first as the Czech week starts. */
export const WEEKDAY_LABELS = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle'] as const;

export const GAME_VOLATILITIES = ['low', 'medium', 'high'] as const;
export type GameVolatility = (typeof GAME_VOLATILITIES)[number];

/** The 17 step icons an admin may pick from. */
export const STEP_ICONS = [
  '📝', '🪪', '✅', '🏦', '💳', '💰', '🎁', '🎰', '🎲', '🃏', '📱', '📧', '🔒', '⏳', '📈', '🎯', '⭐',
] as const;

/** What each step icon shows, in Czech: the admin's icon picker names its line icons so (the stored key stays the emoji). */
export const STEP_ICON_LABELS: Record<(typeof STEP_ICONS)[number], string> = {
  '📝': 'Formulář', '🪪': 'Průkaz', '✅': 'Ověřeno', '🏦': 'Banka', '💳': 'Karta', '💰': 'Peníze', '🎁': 'Dárek', '🎰': 'Automat',
  '🎲': 'Kostky', '🃏': 'Karty', '📱': 'Telefon', '📧': 'E-mail', '🔒': 'Zámek', '⏳': 'Čas', '📈': 'Růst', '🎯': 'Cíl', '⭐': 'Hvězda',
};

export function isCasinoBonus(type: BonusType): boolean {
  return type !== 'bank';
}

/** Czech names of the bonus types and marks on screens. */
export const BONUS_TYPE_LABELS: Record<BonusType, string> = { bank: 'Bankovní', slot: 'Automaty', live: 'Live casino', registration: 'Registrační' };
export const SPECIAL_MARK_LABELS: Record<SpecialMark, string> = { VIP: 'VIP', recommended: 'Doporučený', exceptional: 'Výjimečný' };
