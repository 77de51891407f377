import type { DataSource } from 'typeorm';
import {
  acceptsAccountEmail,
  ConsentDto,
  CreateUserInput,
  DomainError,
  missingConsent,
  registrationConsents,
  formatCzechBankAccount,
  maskBankAccount,
  parseCzechBankAccount,
  signedInRecently,
  TIER_IDS,
  UpdateUserInput,
  UserDto,
  VALIDATION_MESSAGES,
} from '@bonus/domain';
import { recordWebhookEvent } from '../webhooks/webhook.service';
import { CUSTOM_TOKEN_SIGN_IN, type AuthAccounts, type VerifiedToken } from '../../integrations/auth/firebase-auth';
import { ProviderCancellations } from '../orders/provider-cancellations';
import type { SiteSettingsService } from '../settings/site-settings.service';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { issueReferralCode } from '../referrals/referral-code';
import type { BonusCatalogue } from '../bonuses/bonus-catalogue';
import { afterCommit } from '../../persistence/unit-of-work';
import { currentConsents, recordConsents } from './user-consent.queries';
import { loadProfile } from './user-profile';
import { MemberContext, memberContext } from './member-context';
import { loadMemberByFirebaseUid } from './user.queries';
import { FirebaseAccountChanges } from './firebase-account-changes';
import type { UserEntity } from './user.entity';
import {
  deleteMemberActivity,
  insertMember,
  insertReferral,
  memberById,
  payoutAccountsOf,
  referralCodeInUse,
  retireReferralCodes,
  setPayoutAccount,
  updateMember,
} from './user-account.queries';
import { deleteAccountsOf } from '../member-accounts/member-account.queries';
import { deleteStatementsOf } from '../bank-statements/bank-statement.queries';
import { deleteConnectionsOf } from '../bank-statements/bank-connection.queries';
import { deleteOperatorStatusesOf } from '../responsible-play/responsible-play.queries';

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
    private readonly cancellations: ProviderCancellations,
    private readonly accountChanges: FirebaseAccountChanges,
  ) {}

  /** The user record (with its tier) of a Firebase account, or null when it has none. */
  findByFirebaseUid(firebaseUid: string): Promise<UserEntity | null> {
    return loadMemberByFirebaseUid(this.dataSource, firebaseUid);
  }

  async profile({ user, reads }: MemberContext): Promise<UserDto> {
    return loadProfile(this.dataSource, this.catalogue, user, await this.settings.get(), reads);
  }

  /**
   * POST /user: creates the member on the free tier (without a generation: that is the seat their
   * first payment takes) with the e-mail of the signed-in account and the consents of step 1 (each
   * required one or a refusal naming it) and its first referral code (so it has a referral link from
   * the first day), and links a valid referral code to its owner. Calling it again for the same
   * Firebase account returns the same member.
   */
  async register(token: VerifiedToken, input: CreateUserInput): Promise<UserDto> {
    const existing = await this.findByFirebaseUid(token.uid);
    const settings = await this.settings.get();
    const consents = registrationConsents(input);
    if (!existing && !settings.registrationEnabled) throw new DomainError('REGISTRATION_CLOSED');
    const missing = existing ? null : missingConsent(consents);
    if (missing) throw new DomainError(missing);
    await this.dataSource.transaction(async (manager) => {
      // Without auto-approval the new member waits for an admin (the identity check refuses them until then).
      const memberId = await insertMember(manager, {
        firebaseUid: token.uid,
        email: token.email,
        name: input.name,
        firstName: input.first_name,
        lastName: input.last_name,
        birthTimestamp: input.birth_timestamp,
        pictureLink: token.picture,
        providerId: token.signInProvider ?? 'password',
        tierId: TIER_IDS.free,
        marketingConsent: consents.marketing,
        approved: settings.autoApproveUsers,
      });
      if (!memberId) return;
      await recordConsents(manager, memberId, consents);
      // A referral link from the first day: the first of the member's three codes.
      await issueReferralCode(manager, memberId);
      await recordWebhookEvent(manager, 'member.created', { member_id: memberId, created_at: new Date().toISOString() });
      if (!input.referral_code) return;
      const code = await referralCodeInUse(manager, input.referral_code);
      if (!code || code.userId === memberId) return;
      const referrer = await memberById(manager, code.userId);
      // Inviting yourself under a second account earns nothing.
      if (!referrer || (referrer.email && token.email && referrer.email.toLowerCase() === token.email.toLowerCase())) return;
      await insertReferral(manager, { referrerId: code.userId, referredId: memberId, referralCodeId: code.id });
    });
    const user = await this.findByFirebaseUid(token.uid);
    if (!user) throw new DomainError('SERVER_ERROR', { reason: 'registered user not found' });
    return this.profile(memberContext(user));
  }

  /**
   * PUT /user: nickname, bank account (empty removes it), auto-withdraw and newsletter consent (its
   * changes recorded with their time). An e-mail must be the signed-in account's as Firebase has it
   * now: the record takes that one, so after a change in Firebase this syncs it, nobody can claim an
   * address not theirs, and a token from before the change cannot bring the old one back.
   */
  async update(user: UserEntity, token: VerifiedToken, input: UpdateUserInput): Promise<UserDto> {
    const changes: Partial<UserEntity> = {};
    if (input.email !== undefined) {
      const accountEmail = await this.accounts.accountEmail(token.uid);
      if (!acceptsAccountEmail(input.email, accountEmail)) throw new DomainError('EMAIL_NOT_ACCOUNT_EMAIL');
      changes.email = accountEmail;
    }
    if (input.name !== undefined) changes.name = input.name;
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
    const marketingChanged = input.marketing_consent !== undefined && input.marketing_consent !== user.marketingConsent;
    if (Object.keys(changes).length) {
      await this.dataSource.transaction(async (manager) => {
        await updateMember(manager, user.id, changes);
        if (marketingChanged) await recordConsents(manager, user.id, { marketing: input.marketing_consent });
      });
    }
    return this.profile(memberContext({ ...user, ...changes } as UserEntity));
  }

  /** The member's consents as last given or withdrawn (Nastavení → Profil → Souhlasy). */
  consents(user: UserEntity): Promise<ConsentDto[]> {
    return currentConsents(this.dataSource.manager, user.id);
  }

  /**
   * The member deletes their own account: only right after signing in again (within
   * RECENT_SIGN_IN_SECONDS), so a forgotten open session cannot erase anyone. A session started from a
   * custom token (the admin app's hand-over) has a new sign-in time but nobody typed a credential for it.
   */
  async eraseSelf(user: UserEntity, token: VerifiedToken, now: Date = new Date()): Promise<void> {
    if (token.signInProvider === CUSTOM_TOKEN_SIGN_IN || !signedInRecently(token.authTime, now)) throw new DomainError('REAUTHENTICATION_REQUIRED');
    await this.erase(user);
  }

  /**
   * DELETE /user (GDPR erasure): personal data goes, the membership ends now (the tier back to free,
   * subscriptions cancelled at the provider after commit, retried by the lifecycle job until they are),
   * payouts and orders stay for accounting but no longer identify the person. The Firebase account goes after
   * commit (marked due with the erasure, retried by the lifecycle job while Firebase is down).
   */
  async erase(user: UserEntity): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await ProviderCancellations.endMembership(manager, user.id, new Date());
      if (user.firebaseUid) await FirebaseAccountChanges.markDue(manager, user.firebaseUid, 'delete', new Date());
      await deleteMemberActivity(manager, user.id);
      await deleteAccountsOf(manager, user.id);
      await deleteStatementsOf(manager, user.id);
      await deleteConnectionsOf(manager, user.id);
      await deleteOperatorStatusesOf(manager, user.id);
      await retireReferralCodes(manager, user.id);
      for (const payout of await payoutAccountsOf(manager, user.id)) {
        await setPayoutAccount(manager, payout.id, maskBankAccount(payout.bankAccount));
      }
      await updateMember(manager, user.id, {
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
        casinoPauseUntil: null,
        erasedAt: new Date(),
      });
    });
    await afterCommit(async () => {
      await this.cancellations.runDue();
      if (user.firebaseUid) await this.accountChanges.runDue([user.firebaseUid]);
    });
  }

  /** DELETE /user/firebase_deletion: removes a Firebase account that never got a user record (503 AUTH_UNAVAILABLE while Firebase is down: nothing of ours to keep it due for). */
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
