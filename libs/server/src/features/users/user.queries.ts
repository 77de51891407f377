import type { DataSource, EntityManager } from 'typeorm';
import type { TierCode } from '@bonus/domain';
import { PreparedStatement, runPrepared } from '../../persistence/prepared-statement';
import { TierEntity } from '../tiers/tier.entity';
import { rememberSiteVersion } from './answer-version';
import { UserEntity } from './user.entity';

/**
 * The member record with its tier, sent on every signed-in request. Every column of UserEntity and
 * TierEntity (a test holds the result equal to TypeORM's own loading of the same row), and the site's
 * data version, read in the same statement (answer-version.ts: what the response cache keys answers by).
 */
export const MEMBER_BY_FIREBASE_UID: PreparedStatement = {
  name: 'member-by-firebase-uid',
  text: `SELECT u.id, u.firebase_uid, u.admin, u.email, u.name, u.first_name, u.last_name, u.birth_date::text AS birth_date, u.picture_link, u.provider_id,
                u.tier_id, u.generation_id, u.bonus_revenue_halere, u.referral_revenue_halere, u.balance_halere, u.paid_out_halere, u.completed_bonus_count,
                u.bank_account, u.auto_withdraw, u.marketing_consent, u.data_version, u.created_at, u.last_seen_at, u.deactivated_at,
                u.approval_pending_since, u.erased_at, u.casino_pause_until,
                t.code AS tier_code, t.name AS tier_name, t.subtitle AS tier_subtitle, t.features AS tier_features, t.featured AS tier_featured,
                t.color AS tier_color, t.base_price_halere AS tier_base_price_halere, t.button_text AS tier_button_text,
                t.max_return_czk AS tier_max_return_czk, t.referral_reward_percent AS tier_referral_reward_percent,
                t.special_mark AS tier_special_mark, t.member_limit AS tier_member_limit,
                (SELECT version FROM site_data_version)::text AS site_version
           FROM app_user u JOIN tier t ON t.id = u.tier_id
          WHERE u.firebase_uid = $1`,
};

/** A row of MEMBER_BY_FIREBASE_UID as node-postgres parses it (bigint as text). */
interface MemberRow {
  id: string;
  firebase_uid: string | null;
  admin: boolean;
  email: string | null;
  name: string;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  picture_link: string | null;
  provider_id: string;
  tier_id: number;
  generation_id: number | null;
  bonus_revenue_halere: string;
  referral_revenue_halere: string;
  balance_halere: string;
  paid_out_halere: string;
  completed_bonus_count: number;
  bank_account: string | null;
  auto_withdraw: boolean;
  marketing_consent: boolean;
  data_version: string;
  created_at: Date;
  last_seen_at: Date | null;
  deactivated_at: Date | null;
  approval_pending_since: Date | null;
  erased_at: Date | null;
  casino_pause_until: Date | null;
  tier_code: TierCode;
  tier_name: string;
  tier_subtitle: string;
  tier_features: string[];
  tier_featured: boolean;
  tier_color: string;
  tier_base_price_halere: number;
  tier_button_text: string;
  tier_max_return_czk: number;
  tier_referral_reward_percent: number;
  tier_special_mark: string | null;
  tier_member_limit: number | null;
  site_version: string;
}

/** The member record (with its tier) of a Firebase account, or null when it has none. */
export async function loadMemberByFirebaseUid(dataSource: DataSource, firebaseUid: string): Promise<UserEntity | null> {
  const [row] = await runPrepared<MemberRow>(dataSource, MEMBER_BY_FIREBASE_UID, [firebaseUid]);
  if (!row) return null;
  const user = toUserEntity(row);
  rememberSiteVersion(user, row.site_version);
  return user;
}

function toUserEntity(row: MemberRow): UserEntity {
  const tier = Object.assign(new TierEntity(), {
    id: row.tier_id,
    code: row.tier_code,
    name: row.tier_name,
    subtitle: row.tier_subtitle,
    features: row.tier_features,
    featured: row.tier_featured,
    color: row.tier_color,
    basePriceHalere: row.tier_base_price_halere,
    buttonText: row.tier_button_text,
    maxReturnCzk: row.tier_max_return_czk,
    referralRewardPercent: row.tier_referral_reward_percent,
    specialMark: row.tier_special_mark,
    memberLimit: row.tier_member_limit,
  });
  return Object.assign(new UserEntity(), {
    id: row.id,
    firebaseUid: row.firebase_uid,
    admin: row.admin,
    email: row.email,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    pictureLink: row.picture_link,
    providerId: row.provider_id,
    tier,
    tierId: row.tier_id,
    generationId: row.generation_id,
    // Money totals are haléře far below 2^53 (the entity's bigintAsNumber); data_version stays text.
    bonusRevenueHalere: Number(row.bonus_revenue_halere),
    referralRevenueHalere: Number(row.referral_revenue_halere),
    balanceHalere: Number(row.balance_halere),
    paidOutHalere: Number(row.paid_out_halere),
    completedBonusCount: row.completed_bonus_count,
    bankAccount: row.bank_account,
    autoWithdraw: row.auto_withdraw,
    marketingConsent: row.marketing_consent,
    dataVersion: row.data_version,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    deactivatedAt: row.deactivated_at,
    approvalPendingSince: row.approval_pending_since,
    erasedAt: row.erased_at,
    casinoPauseUntil: row.casino_pause_until,
  });
}

/** Sets the member's last-seen time to now unless the database already has one from the last minute. */
export async function markSeen(dataSource: DataSource, userId: string): Promise<void> {
  await dataSource.query(`UPDATE app_user SET last_seen_at = now() WHERE id = $1 AND (last_seen_at IS NULL OR last_seen_at < now() - interval '1 minute')`, [userId]);
}

/** The member's first referral code still in use (their link), or null. */
export async function firstReferralCode(manager: EntityManager, userId: string): Promise<string | null> {
  const [row]: { referral_code: string }[] = await manager.query(`SELECT code AS referral_code FROM referral_code WHERE user_id = $1 AND in_use ORDER BY created_at LIMIT 1`, [userId]);
  return row?.referral_code ?? null;
}
