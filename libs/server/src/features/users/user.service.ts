import { DataSource } from 'typeorm';
import {
  CreateUserInput,
  DomainError,
  formatCzechBankAccount,
  maskBankAccount,
  parseCzechBankAccount,
  signedInRecently,
  TIER_IDS,
  UpdateUserInput,
  UserDto,
  VALIDATION_MESSAGES,
} from '@bonus/domain';
import type { AuthAccounts, VerifiedToken } from '../../integrations/auth/firebase-auth';
import { HiddenBonusEntity } from '../bonuses/hidden-bonus.entity';
import { BonusHistoryEntryEntity } from '../bonuses/bonus-history-entry.entity';
import { UserBonusProgressEntity } from '../bonuses/user-bonus-progress.entity';
import { ProviderCancellations } from '../orders/provider-cancellations';
import { PayoutTransactionEntity } from '../payouts/payout-transaction.entity';
import type { SiteSettingsService } from '../settings/site-settings.service';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { ReferralCodeEntity } from '../referrals/referral-code.entity';
import { ReferralEntity } from '../referrals/referral.entity';
import type { BonusCatalogue } from '../bonuses/bonus-catalogue';
import type { MemberDataCache } from '../../cache/member-data-cache';
import { afterCommit } from '../../db/unit-of-work';
import { loadProfile } from './user-profile';
import { UserEntity } from './user.entity';
import { CalendarFeedEntity } from '../calendar/calendar-feed.entity';

/** Public password-reset mail: per address and per client IP, within an hour. */
const RESET_PER_EMAIL = { bucket: 'password_reset:email', limit: 3, windowSeconds: 3600 };
const RESET_PER_IP = { bucket: 'password_reset:ip', limit: 10, windowSeconds: 3600 };

export class UserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AuthAccounts,
    private readonly rateLimiter: RateLimiter,
    private readonly settings: SiteSettingsService,
    private readonly catalogue: BonusCatalogue,
    private readonly memberCache: MemberDataCache,
    private readonly cancellations: ProviderCancellations,
  ) {}

  /** The user record (with its tier) of a Firebase account, or null when it has none. */
  findByFirebaseUid(firebaseUid: string): Promise<UserEntity | null> {
    // One statement on every signed-in request (findOne with a relation sends a second, distinct-ids one).
    return this.dataSource.createQueryBuilder(UserEntity, 'user').innerJoinAndSelect('user.tier', 'tier').where('user.firebaseUid = :firebaseUid', { firebaseUid }).getOne();
  }

  async profile(user: UserEntity): Promise<UserDto> {
    return loadProfile(this.dataSource, this.catalogue, user, await this.settings.get(), this.memberCache.readsOf(user));
  }

  /**
   * POST /user: creates the member on the free tier (without a generation: that is the seat their
   * first payment takes) and links a valid referral code to its owner. Calling it again for the same Firebase account returns the same member.
   */
  async register(token: VerifiedToken, input: CreateUserInput): Promise<UserDto> {
    const existing = await this.findByFirebaseUid(token.uid);
    const settings = await this.settings.get();
    if (!existing && !settings.registrationEnabled) throw new DomainError('REGISTRATION_CLOSED');
    await this.dataSource.transaction(async (manager) => {
      // Without auto-approval the new member waits for an admin (the identity check refuses them until then).
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO app_user (firebase_uid, email, name, first_name, last_name, birth_date, picture_link, provider_id, tier_id, marketing_consent, approval_pending_since)
         VALUES ($1, $2, $3, $4, $5, to_timestamp($6)::date, $7, $8, $9, $10, CASE WHEN $11::boolean THEN NULL ELSE now() END)
         ON CONFLICT (firebase_uid) DO NOTHING RETURNING id`,
        [
          token.uid,
          token.email,
          input.name,
          input.first_name,
          input.last_name,
          input.birth_timestamp,
          token.picture,
          token.signInProvider ?? 'password',
          TIER_IDS.free,
          input.marketing_consent ?? false,
          settings.autoApproveUsers,
        ],
      );
      if (inserted.length === 0 || !input.referral_code) return;
      const code = await manager.findOneBy(ReferralCodeEntity, { code: input.referral_code, inUse: true });
      if (!code || code.userId === inserted[0].id) return;
      const referrer = await manager.findOneBy(UserEntity, { id: code.userId });
      // Inviting yourself under a second account earns nothing.
      if (!referrer || (referrer.email && token.email && referrer.email.toLowerCase() === token.email.toLowerCase())) return;
      await manager.insert(ReferralEntity, { referrerId: code.userId, referredId: inserted[0].id, referralCodeId: code.id });
    });
    const user = await this.findByFirebaseUid(token.uid);
    if (!user) throw new DomainError('SERVER_ERROR', { reason: 'registered user not found' });
    return this.profile(user);
  }

  /** PUT /user: nickname, bank account (empty removes it), e-mail, auto-withdraw and newsletter consent. */
  async update(user: UserEntity, input: UpdateUserInput): Promise<UserDto> {
    const changes: Partial<UserEntity> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.email !== undefined) changes.email = input.email;
    if (input.bank_account !== undefined) {
      const parsed = input.bank_account ? parseCzechBankAccount(input.bank_account) : null;
      changes.bankAccount = parsed ? formatCzechBankAccount(parsed) : null;
      if (!parsed) changes.autoWithdraw = false;
    }
    if (input.auto_withdraw !== undefined) {
      const bankAccount = changes.bankAccount !== undefined ? changes.bankAccount : user.bankAccount;
      if (input.auto_withdraw && !bankAccount) {
        throw new DomainError('VALIDATION_FAILED', { fields: { auto_withdraw: VALIDATION_MESSAGES.autoWithdrawNeedsBankAccount } });
      }
      changes.autoWithdraw = input.auto_withdraw;
    }
    if (input.marketing_consent !== undefined) changes.marketingConsent = input.marketing_consent;
    if (Object.keys(changes).length) await this.dataSource.getRepository(UserEntity).update(user.id, changes);
    return this.profile({ ...user, ...changes } as UserEntity);
  }

  /**
   * The member deletes their own account: only right after signing in again (within
   * RECENT_SIGN_IN_SECONDS), so a forgotten open session cannot erase anyone.
   */
  async eraseSelf(user: UserEntity, token: VerifiedToken, now: Date = new Date()): Promise<void> {
    if (!signedInRecently(token.authTime, now)) throw new DomainError('REAUTHENTICATION_REQUIRED');
    await this.erase(user);
  }

  /**
   * DELETE /user (GDPR erasure): personal data goes, the membership ends now (the tier back to free,
   * subscriptions cancelled at the provider after commit, retried by the lifecycle job until they are),
   * payouts and orders stay for accounting but no longer identify the person. Then the Firebase account goes.
   */
  async erase(user: UserEntity): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await ProviderCancellations.endMembership(manager, user.id, new Date());
      await manager.delete(BonusHistoryEntryEntity, { userId: user.id });
      await manager.delete(UserBonusProgressEntity, { userId: user.id });
      await manager.delete(HiddenBonusEntity, { userId: user.id });
      await manager.delete(CalendarFeedEntity, { userId: user.id });
      await manager.update(ReferralCodeEntity, { userId: user.id }, { inUse: false });
      const payouts = await manager.findBy(PayoutTransactionEntity, { userId: user.id });
      for (const payout of payouts) {
        await manager.update(PayoutTransactionEntity, payout.id, { bankAccount: maskBankAccount(payout.bankAccount) });
      }
      await manager.update(UserEntity, user.id, {
        firebaseUid: null,
        email: null,
        name: 'Smazaný uživatel',
        firstName: null,
        lastName: null,
        birthDate: null,
        pictureLink: null,
        bankAccount: null,
        autoWithdraw: false,
        marketingConsent: false,
        completedBonusCount: 0,
        bonusRevenueHalere: 0,
        erasedAt: new Date(),
      });
    });
    await afterCommit(async () => {
      await this.cancellations.runDue();
      if (user.firebaseUid) await this.accounts.deleteAccount(user.firebaseUid);
    });
  }

  /** DELETE /user/firebase_deletion: removes a Firebase account that never got a user record. */
  async deleteUnregisteredAccount(token: VerifiedToken): Promise<void> {
    if (await this.findByFirebaseUid(token.uid)) throw new DomainError('ACCOUNT_ALREADY_REGISTERED');
    await this.accounts.deleteAccount(token.uid);
  }

  /** GET /user/password_forgotten: Firebase sends the reset mail; rate-limited per address and IP. */
  async requestPasswordReset(email: string, clientIp: string): Promise<void> {
    await this.rateLimiter.hit(RESET_PER_IP, clientIp);
    await this.rateLimiter.hit(RESET_PER_EMAIL, email.trim());
    await this.accounts.sendPasswordResetEmail(email.trim());
  }
}
