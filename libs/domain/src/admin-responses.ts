/** Wire shapes of the admin's reads: the REST bonus catalogue and the back office's GraphQL mappers. */
import { z } from 'zod';
import { bonusDtoSchema, consentDtoSchema, unixSecondsSchema, wholeCzkSchema } from './api-responses';

/** GET /bonus_all_admin: a page of every bonus, newest first. */
export const adminBonusPageDtoSchema = z.object({
  bonuses: z.array(bonusDtoSchema),
  total_count: z.number().int(),
  current_page: z.number().int(),
  page_count: z.number().int(),
});
export type AdminBonusPageDto = z.infer<typeof adminBonusPageDtoSchema>;

/** A row of the admin's user table. */
export const adminUserRowDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  tier_name: z.string(),
  creation_timestamp: unixSecondsSchema,
  earnings: wholeCzkSchema.describe('Bonus plus referral earnings, Kč.'),
  active: z.boolean(),
  admin: z.boolean(),
  pending_approval: z.boolean().describe("Waits for an admin's approval before using the member section."),
});
export type AdminUserRowDto = z.infer<typeof adminUserRowDtoSchema>;

export const adminUserPageDtoSchema = z.object({
  users: z.array(adminUserRowDtoSchema),
  total_count: z.number().int(),
  current_page: z.number().int(),
  page_count: z.number().int(),
});
export type AdminUserPageDto = z.infer<typeof adminUserPageDtoSchema>;

/** The admin's view of one member. */
export const adminUserDetailDtoSchema = adminUserRowDtoSchema.extend({
  bonus_revenue: wholeCzkSchema,
  referral_revenue: wholeCzkSchema,
  balance: wholeCzkSchema,
  paid_out: wholeCzkSchema,
  completed_bonuses: z.number().int(),
  referred_users: z.number().int(),
  orders: z
    .array(
      z.object({
        id: z.string(),
        tier_name: z.string(),
        status: z.string(),
        amount: wholeCzkSchema,
        creation_timestamp: unixSecondsSchema,
        expiration_timestamp: unixSecondsSchema.nullable(),
        waiver_timestamp: unixSecondsSchema.nullable(),
        waiver_terms_version: z.string().nullable(),
      }),
    )
    .describe('Each order with the withdrawal waiver it was bought under (§ 1837 písm. l) NOZ), when recorded.'),
  consents: z.array(consentDtoSchema),
  payouts: z.array(z.object({ id: z.number().int(), amount: wholeCzkSchema, status: z.string(), creation_timestamp: unixSecondsSchema })),
});
export type AdminUserDetailDto = z.infer<typeof adminUserDetailDtoSchema>;

/** One recorded admin action. */
export const auditEntryDtoSchema = z.object({
  id: z.number().int(),
  actor_name: z.string().nullable(),
  action: z.string(),
  details: z.unknown(),
  creation_timestamp: unixSecondsSchema,
});
export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

/** What an event of the admin overview's recent activity is. */
export const ADMIN_ACTIVITY_KINDS = ['registration', 'bonus', 'payment', 'payout'] as const;
export type AdminActivityKind = (typeof ADMIN_ACTIVITY_KINDS)[number];

/** The admin overview: headline figures, the live block and recent events. */
export const adminOverviewDtoSchema = z.object({
  total_users: z.number().int(),
  active_bonuses: z.number().int(),
  total_earnings: wholeCzkSchema.describe('All recorded bonus earnings, Kč.'),
  conversion_rate: z.number().describe('Share (0..1) of members on a paid tier.'),
  active_users: z.number().int().describe('Members who used the app in the last 15 minutes.'),
  today_bonuses: z.number().int(),
  today_income: wholeCzkSchema.describe('Subscription payments received today (Prague), Kč.'),
  recent_activity: z.array(z.object({ kind: z.enum(ADMIN_ACTIVITY_KINDS), text: z.string(), timestamp: unixSecondsSchema })),
});
export type AdminOverviewDto = z.infer<typeof adminOverviewDtoSchema>;

/** The admin analytics, from live data. */
export const adminAnalyticsDtoSchema = z.object({
  registrations: z.array(z.object({ month: z.string(), count: z.number().int() })),
  earnings: z.array(z.object({ month: z.string(), amount: wholeCzkSchema })),
  tiers: z.array(z.object({ name: z.string(), count: z.number().int(), percent: z.number() })),
  generations: z.array(z.object({ name: z.string(), limit: z.number().int(), load: z.number().int(), revenue: wholeCzkSchema })),
});
export type AdminAnalyticsDto = z.infer<typeof adminAnalyticsDtoSchema>;
