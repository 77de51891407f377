import { DataSource } from 'typeorm';
import {
  canCreateReferralCode,
  DomainError,
  halereToWholeCzk,
  ReferencedUserDto,
  ReferralCodeDto,
  ReferralPageDto,
  SendRegistrationEmailInput,
  StatsPeriod,
  statsMonthCount,
  TransactionStatsDto,
} from '@bonus/domain';
import { pragueMonthOf, pragueMonthsCte } from '../../persistence/prague-months';
import type { Mailer } from '../../integrations/mail/mailer';
import { RateLimiter } from '../rate-limit/rate-limiter';
import type { UserEntity } from '../users/user.entity';
import { randomReferralCode } from './referral-code';
import { ReferralCodeEntity } from './referral-code.entity';
import { referralInvitationEmail } from './referral-email';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Invitation e-mails from the public landing page: per client IP and per address, within an hour. */
const INVITE_PER_IP = { bucket: 'referral_email:ip', limit: 10, windowSeconds: 3600 };
const INVITE_PER_EMAIL = { bucket: 'referral_email:email', limit: 3, windowSeconds: 3600 };

function toCodeDto(code: ReferralCodeEntity): ReferralCodeDto {
  return { id: code.id, creation_timestamp: toSeconds(code.createdAt), code: code.code, in_use: code.inUse };
}

/** Referral codes, the public landing page, and what a member's invitations earned (spec sections 2, 3 and 7). */
export class ReferralService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly webUrl: string,
  ) {}

  /** POST /referral_code: a new unguessable code; at most three in use, also under concurrent requests. */
  async createCode(user: UserEntity): Promise<ReferralCodeDto> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE', [user.id]);
      const active = await manager.countBy(ReferralCodeEntity, { userId: user.id, inUse: true });
      if (!canCreateReferralCode(active)) throw new DomainError('REFERRAL_CODE_LIMIT');
      const code = await manager.save(ReferralCodeEntity, manager.create(ReferralCodeEntity, { userId: user.id, code: randomReferralCode(), inUse: true }));
      return toCodeDto(code);
    });
  }

  /** GET /referral_code_all: newest first. */
  async codes(user: UserEntity): Promise<ReferralCodeDto[]> {
    const codes = await this.dataSource.getRepository(ReferralCodeEntity).find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return codes.map(toCodeDto);
  }

  /** GET /referenced/check_validity: whose code it is, if it is in use. */
  async validity(code: string): Promise<ReferralPageDto> {
    const [row] = await this.dataSource.query(
      `SELECT u.name, c.code FROM referral_code c JOIN app_user u ON u.id = c.user_id WHERE c.code = $1 AND c.in_use AND u.erased_at IS NULL`,
      [code],
    );
    if (!row) throw new DomainError('REFERRAL_LINK_INVALID', { code });
    return { referencer_name: row.name, referral_code: row.code };
  }

  /** POST /referenced/send_reg_email: the invitation with the registration link, to the visitor's address. */
  async sendRegistrationEmail(input: SendRegistrationEmailInput, clientIp: string): Promise<{ sent: true }> {
    await this.rateLimiter.hit(INVITE_PER_IP, clientIp);
    await this.rateLimiter.hit(INVITE_PER_EMAIL, input.email);
    const page = await this.validity(input.referral_code);
    const link = new URL('/register', this.webUrl);
    link.searchParams.set('referralCode', page.referral_code);
    try {
      await this.mailer.send(referralInvitationEmail(input.email, page.referencer_name, link.toString()));
    } catch (error) {
      throw new DomainError('REFERRAL_EMAIL_FAILED', { reason: String(error) });
    }
    return { sent: true };
  }

  /** GET /referenced_all: the members the caller invited, newest first, with what each earned the caller. */
  async referenced(user: UserEntity): Promise<ReferencedUserDto[]> {
    const rows: { name: string; created_at: Date; tier_name: string; reward: string }[] = await this.dataSource.query(
      `SELECT u.name, r.created_at, t.name AS tier_name,
              (SELECT coalesce(sum(amount_halere), 0) FROM referral_reward w WHERE w.referral_id = r.id)::bigint AS reward
         FROM referral r JOIN app_user u ON u.id = r.referred_id JOIN tier t ON t.id = u.tier_id
        WHERE r.referrer_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
      [user.id],
    );
    return rows.map((row) => ({ name: row.name, creation_timestamp: toSeconds(row.created_at), tier_name: row.tier_name, referencer_reward: halereToWholeCzk(Number(row.reward)) }));
  }

  /** GET /transaction_stats: rewards (net of clawbacks) per Prague month, and payouts per month the bank paid them. */
  async stats(user: UserEntity, period: StatsPeriod, now = new Date()): Promise<TransactionStatsDto[]> {
    const rows: { month: string; reward: string; paid_out: string }[] = await this.dataSource.query(
      `WITH ${pragueMonthsCte('$2', '$3')}
       SELECT to_char(m.month, 'YYYY-MM') AS month,
              (SELECT coalesce(sum(w.amount_halere), 0) FROM referral_reward w JOIN referral r ON r.id = w.referral_id
                WHERE r.referrer_id = $1 AND ${pragueMonthOf('w.created_at')} = m.month)::bigint AS reward,
              (SELECT coalesce(sum(p.amount_halere), 0) FROM payout_transaction p
                WHERE p.user_id = $1 AND p.status = 'paid' AND date_trunc('month', p.paid_on::timestamp) = m.month)::bigint AS paid_out
         FROM months m ORDER BY m.month`,
      [user.id, now, statsMonthCount(period)],
    );
    return rows.map((row) => ({ month: row.month, reward: halereToWholeCzk(Number(row.reward)), paid_out: halereToWholeCzk(Number(row.paid_out)) }));
  }
}
