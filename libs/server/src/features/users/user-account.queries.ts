import type { EntityManager } from 'typeorm';
import { BonusHistoryEntryEntity } from '../bonuses/bonus-history-entry.entity';
import { HiddenBonusEntity } from '../bonuses/hidden-bonus.entity';
import { UserBonusProgressEntity } from '../bonuses/user-bonus-progress.entity';
import { CalendarFeedEntity } from '../calendar/calendar-feed.entity';
import { MemberMailEntity } from '../member-mail/member-mail.entity';
import { PayoutTransactionEntity } from '../payouts/payout-transaction.entity';
import { ReferralCodeEntity } from '../referrals/referral-code.entity';
import { ReferralEntity } from '../referrals/referral.entity';
import { UserEntity } from './user.entity';

/** The SQL of a member's account: registration, profile changes and GDPR erasure. */

export interface NewMember {
  firebaseUid: string;
  email: string | null;
  name: string;
  firstName: string | null;
  lastName: string | null;
  /** Unix seconds. */
  birthTimestamp: number | null;
  pictureLink: string | null;
  providerId: string;
  tierId: number;
  marketingConsent: boolean;
  /** Without auto-approval the new member waits for an admin. */
  approved: boolean;
}

/** The new member's id; null when the Firebase account has a member already. */
export async function insertMember(manager: EntityManager, member: NewMember): Promise<string | null> {
  const inserted: { id: string }[] = await manager.query(
    `INSERT INTO app_user (firebase_uid, email, name, first_name, last_name, birth_date, picture_link, provider_id, tier_id, marketing_consent, approval_pending_since)
     VALUES ($1, $2, $3, $4, $5, to_timestamp($6)::date, $7, $8, $9, $10, CASE WHEN $11::boolean THEN NULL ELSE now() END)
     ON CONFLICT (firebase_uid) DO NOTHING RETURNING id`,
    [
      member.firebaseUid,
      member.email,
      member.name,
      member.firstName,
      member.lastName,
      member.birthTimestamp,
      member.pictureLink,
      member.providerId,
      member.tierId,
      member.marketingConsent,
      member.approved,
    ],
  );
  return inserted[0]?.id ?? null;
}

export function referralCodeInUse(manager: EntityManager, code: string): Promise<ReferralCodeEntity | null> {
  return manager.findOneBy(ReferralCodeEntity, { code, inUse: true });
}

export function memberById(manager: EntityManager, userId: string): Promise<UserEntity | null> {
  return manager.findOneBy(UserEntity, { id: userId });
}

export async function insertReferral(manager: EntityManager, referral: { referrerId: string; referredId: string; referralCodeId: number }): Promise<void> {
  await manager.insert(ReferralEntity, referral);
}

export async function updateMember(manager: EntityManager, userId: string, changes: Partial<UserEntity>): Promise<void> {
  await manager.update(UserEntity, userId, changes);
}

/** Erasure: the member's bonus activity, calendar feed and queued mail go. */
export async function deleteMemberActivity(manager: EntityManager, userId: string): Promise<void> {
  await manager.delete(BonusHistoryEntryEntity, { userId });
  await manager.delete(UserBonusProgressEntity, { userId });
  await manager.delete(HiddenBonusEntity, { userId });
  await manager.delete(CalendarFeedEntity, { userId });
  await manager.delete(MemberMailEntity, { userId });
}

/** Erasure: the member's referral codes stop working. */
export async function retireReferralCodes(manager: EntityManager, userId: string): Promise<void> {
  await manager.update(ReferralCodeEntity, { userId }, { inUse: false });
}

/** The bank accounts the member's payouts went to. */
export function payoutAccountsOf(manager: EntityManager, userId: string): Promise<PayoutTransactionEntity[]> {
  return manager.findBy(PayoutTransactionEntity, { userId });
}

export async function setPayoutAccount(manager: EntityManager, payoutId: number, bankAccount: string): Promise<void> {
  await manager.update(PayoutTransactionEntity, payoutId, { bankAccount });
}
