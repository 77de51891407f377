import { z } from 'zod';
import { SUBSCRIPTION_SCOPES } from './orders';
import { DB_SMALLINT_MAX, httpUrl, wholeNumber } from './input-bounds';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** A promo code as typed: case and surrounding spaces do not matter. */
export const promoCodeSchema = z
  .string({ error: M.promoCodeFormat })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,32}$/, { error: M.promoCodeFormat });

/** POST /order: the tier to buy, where the purchase started (registration or settings) and an optional promo code. */
export const createOrderInputSchema = z.object({
  tier_id: wholeNumber(M.orderTierRequired, 1, DB_SMALLINT_MAX),
  subscription_scope: z.enum(SUBSCRIPTION_SCOPES, { error: M.orderScopeInvalid }),
  promo_code: z.preprocess((value) => (value === '' || value === null ? undefined : value), promoCodeSchema.optional()),
});

export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

/** `months` calendar months later (earlier when negative): the same day, or the month's last day when that day does not exist. */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** A paid month: the same day of the next month, or its last day when that day does not exist. */
export function addOneMonth(date: Date): Date {
  return addMonths(date, 1);
}

/** GET /order-managing: where the subscription portal sends the browser back to. */
export const managingInputSchema = z.object({
  redirection_url: httpUrl(M.returnUrlInvalid),
});
