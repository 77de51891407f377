import { z } from 'zod';
import { SUBSCRIPTION_SCOPES } from './orders';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** POST /order: the tier to buy and where the purchase started (registration or settings). */
export const createOrderInputSchema = z.object({
  tier_id: z.number({ error: M.orderTierRequired }).int({ error: M.orderTierRequired }).positive({ error: M.orderTierRequired }),
  subscription_scope: z.enum(SUBSCRIPTION_SCOPES, { error: M.orderScopeInvalid }),
});

export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

/** A paid month: the same day of the next month, or its last day when that day does not exist. */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
