import { z } from 'zod';
import { unixSeconds, wholeNumber as whole } from './input-bounds';
import { promoCodeSchema } from './order-input';

const optionalMoment = z.preprocess((value) => (value === null ? undefined : value), unixSeconds().optional());

/** A new promo code from the back office: a percent off the first months of a member's first paid order. */
export const promoCodeCreateSchema = z
  .object({
    code: promoCodeSchema,
    discount_percent: whole('Sleva musí být celé číslo od 1 do 100 %.', 1, 100),
    months: whole('Počet měsíců musí být celé číslo od 1 do 24.', 1, 24),
    valid_from: optionalMoment,
    valid_until: optionalMoment,
    max_redemptions: z.preprocess((value) => (value === null ? undefined : value), whole('Počet použití musí být celé číslo od 1 do 1 000 000.', 1, 1_000_000).optional()),
  })
  .refine((input) => input.valid_from === undefined || input.valid_until === undefined || input.valid_until > input.valid_from, {
    path: ['valid_until'],
    error: 'Konec platnosti musí být po jejím začátku.',
  });

export type PromoCodeCreateInput = z.infer<typeof promoCodeCreateSchema>;

export const PROMO_CODE_STATES = ['scheduled', 'running', 'used_up', 'ended'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];

export const PROMO_CODE_STATE_LABELS: Record<PromoCodeState, string> = {
  scheduled: 'Připravený',
  running: 'Platí',
  used_up: 'Vyčerpaný',
  ended: 'Ukončený',
};

/** Where a code stands at `now`, for the admin's list. */
export function promoCodeState(code: { active: boolean; validFrom: Date | null; validUntil: Date | null; maxRedemptions: number | null; redemptions: number }, now: Date): PromoCodeState {
  if (!code.active || (code.validUntil !== null && code.validUntil <= now)) return 'ended';
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions) return 'used_up';
  if (code.validFrom !== null && code.validFrom > now) return 'scheduled';
  return 'running';
}
