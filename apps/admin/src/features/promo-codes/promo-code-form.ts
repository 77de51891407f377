import { optionalCzechDayText, parseCzechDate, promoCodeCreateSchema } from '@bonus/domain';
import { z } from 'zod';
import { checkedByDomain } from '../../shared/form-schema';
import type { PromoCodeInput } from '../../shared/gql/graphql';

/** The form as typed: numbers and days are text until saved. */
export const EMPTY_PROMO_CODE_FORM = { code: '', discountPercent: '20', months: '1', validFrom: '', validUntil: '', maxRedemptions: '' };
export type PromoCodeFormValues = typeof EMPTY_PROMO_CODE_FORM;

/** A day field (DD.MM.RRRR) as unix seconds: from its first second (start) or to its last (end), in the admin's time zone. */
function daySeconds(text: string, edge: 'start' | 'end'): number | null {
  const day = parseCzechDate(text);
  if (!day) return null;
  if (edge === 'end') day.setHours(23, 59, 59);
  return Math.floor(day.getTime() / 1000);
}
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The one place the typed form becomes the mutation's input. */
export function promoCodeInput(form: PromoCodeFormValues): PromoCodeInput {
  return {
    code: form.code,
    discountPercent: Number(form.discountPercent),
    months: Number(form.months),
    validFrom: daySeconds(form.validFrom, 'start'),
    validUntil: daySeconds(form.validUntil, 'end'),
    maxRedemptions: wholeOrNull(form.maxRedemptions),
  };
}

/** The shared schema's (and the server's field errors') names for the form's fields. */
export const PROMO_CODE_FIELD_OF: Record<string, keyof PromoCodeFormValues> = {
  code: 'code',
  discount_percent: 'discountPercent',
  months: 'months',
  valid_from: 'validFrom',
  valid_until: 'validUntil',
  max_redemptions: 'maxRedemptions',
};

const toDomain = (form: PromoCodeFormValues) => {
  const input = promoCodeInput(form);
  return { code: input.code, discount_percent: input.discountPercent, months: input.months, valid_from: input.validFrom, valid_until: input.validUntil, max_redemptions: input.maxRedemptions };
};

/** Checked in the browser by the server's own schema (promoCodeCreateSchema), its window rule included. */
export const promoCodeFormSchema = z
  .object({ code: z.string(), discountPercent: z.string(), months: z.string(), validFrom: optionalCzechDayText, validUntil: optionalCzechDayText, maxRedemptions: z.string() })
  .superRefine(checkedByDomain(promoCodeCreateSchema, toDomain, PROMO_CODE_FIELD_OF)) satisfies z.ZodType<unknown, PromoCodeFormValues>;
