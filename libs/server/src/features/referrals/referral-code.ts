import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { canCreateReferralCode, DomainError } from '@bonus/domain';
import type { ReferralCodeEntity } from './referral-code.entity';
import { countCodesInUse, insertReferralCode, lockMember } from './referral.queries';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An unguessable invitation code: 10 characters of base32 without look-alikes (50 bits of randomness). */
export function randomReferralCode(): string {
  return [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * Gives the member a new code in `manager`'s transaction: at most three in use (REFERRAL_CODE_LIMIT),
 * counted under the member's row lock so concurrent requests cannot pass the limit together.
 */
export async function issueReferralCode(manager: EntityManager, userId: string): Promise<ReferralCodeEntity> {
  await lockMember(manager, userId);
  if (!canCreateReferralCode(await countCodesInUse(manager, userId))) throw new DomainError('REFERRAL_CODE_LIMIT');
  return insertReferralCode(manager, userId, randomReferralCode());
}
