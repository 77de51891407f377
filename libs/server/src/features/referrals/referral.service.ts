import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, HALERE_PER_CZK, type ListPageQuery, type Page, readPage, SendRegistrationEmailInput, StatsPeriod, statsMonthCount, sumOfShownCzk } from '@bonus/domain';
import { queueMemberMails } from '../member-mail/member-mail.service';
import { RateLimiter } from '../rate-limit/rate-limiter';
import type { SiteSettingsService } from '../settings/site-settings.service';
import type { UserEntity } from '../users/user.entity';
import { issueReferralCode } from './referral-code';
import type { ReferralCodeEntity } from './referral-code.entity';
import { referralInvitationEmail } from './referral-email';
import { codesOf, inviterOfCode, referralMonths, referredMemberCount, referredMembers, rewardAmountsOf, type ReferralInviter } from './referral.queries';
import type { ReferralCode, ReferralMonth, ReferralPage, ReferredMember } from './referral.read-model';

/** Invitation e-mails from the public landing page: per client IP and per address, within an hour. */
const INVITE_PER_IP = { bucket: 'referral_email:ip', limit: 10, windowSeconds: 3600 };
const INVITE_PER_EMAIL = { bucket: 'referral_email:email', limit: 3, windowSeconds: 3600 };

function toReferralCode(code: ReferralCodeEntity): ReferralCode {
  return { id: code.id, creationTimestamp: code.createdAt, code: code.code, inUse: code.inUse };
}

/** The member whose code it is, if it is in use. */
async function inviterOf(manager: EntityManager, code: string): Promise<ReferralInviter> {
  const inviter = await inviterOfCode(manager, code);
  if (!inviter) throw new DomainError('REFERRAL_LINK_INVALID', { code });
  return inviter;
}

/** Referral codes, the public landing page, and what a member's invitations earned (spec sections 2, 3 and 7). */
export class ReferralService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly settings: SiteSettingsService,
    private readonly webUrl: string,
  ) {}

  /** POST /referral_code: a new unguessable code; at most three in use, also under concurrent requests. */
  async createCode(user: UserEntity): Promise<ReferralCode> {
    return toReferralCode(await this.dataSource.transaction((manager) => issueReferralCode(manager, user.id)));
  }

  /** GET /referral_code_all: newest first. */
  async codes(user: UserEntity): Promise<ReferralCode[]> {
    const codes = await codesOf(this.dataSource.manager, user.id);
    return codes.map(toReferralCode);
  }

  /** GET /referenced/check_validity: whose code it is, if it is in use. */
  async validity(code: string): Promise<ReferralPage> {
    const { referencerName, referralCode } = await inviterOf(this.dataSource.manager, code);
    return { referencerName, referralCode };
  }

  /**
   * POST /referenced/send_reg_email: the invitation with the registration link, to the visitor's address. It is
   * queued as the inviting member's mail (the member-mail job sends it), so the visitor hears "sent" whether or not
   * the mail server is up, and an outage delays the invitation but never loses it (issue #59).
   */
  async sendRegistrationEmail(input: SendRegistrationEmailInput, clientIp: string): Promise<{ sent: true }> {
    await this.rateLimiter.hit(INVITE_PER_IP, clientIp);
    await this.rateLimiter.hit(INVITE_PER_EMAIL, input.email);
    const { siteName } = await this.settings.get();
    await this.dataSource.transaction(async (manager) => {
      const inviter = await inviterOf(manager, input.referral_code);
      const link = new URL('/register', this.webUrl);
      link.searchParams.set('referralCode', inviter.referralCode);
      await queueMemberMails(manager, [{ userId: inviter.referrerId, toAddress: input.email, ...referralInvitationEmail(inviter.referencerName, link.toString(), siteName) }]);
    });
    return { sent: true };
  }

  /** GET /referenced_all: the members the caller invited, newest first, with what each earned the caller. */
  referenced(user: UserEntity): Promise<ReferredMember[]> {
    return referredMembers(this.dataSource, user.id);
  }

  /** One page of the members the caller invited, newest first. */
  async referencedPage(user: UserEntity, query: ListPageQuery): Promise<Page<ReferredMember>> {
    return readPage(query, (window) => referredMembers(this.dataSource, user.id, window), () => referredMemberCount(this.dataSource, user.id));
  }

  /**
   * What the members the caller invited earned them in all, haléře of whole Kč: the sum of the rewards as they are
   * shown, as the referred list's rows and the monthly chart sum them, so the rows, the cards and the chart agree (issue #58).
   */
  async rewardsTotal(user: UserEntity): Promise<number> {
    return sumOfShownCzk(await rewardAmountsOf(this.dataSource, user.id)) * HALERE_PER_CZK;
  }

  /** GET /transaction_stats: rewards (net of clawbacks) per Prague month, and payouts per month the bank paid them. */
  stats(user: UserEntity, period: StatsPeriod, now = new Date()): Promise<ReferralMonth[]> {
    return referralMonths(this.dataSource, user.id, now, statsMonthCount(period));
  }
}
