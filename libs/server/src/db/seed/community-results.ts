import type { EntityManager } from 'typeorm';
import { EARNINGS_STATS_MIN_RESULTS, REQUIRED_CONSENTS, TERMS_VERSION, TIER_IDS } from '@bonus/domain';
import { BonusHistoryEntryEntity } from '../../features/bonuses/bonus-history-entry.entity';
import type { BonusEntity } from '../../features/bonuses/bonus.entity';
import { UserConsentEntity } from '../../features/users/user-consent.entity';
import { UserEntity } from '../../features/users/user.entity';

const DAY = 24 * 3600_000;

/** Synthetic members (no sign-in) whose recorded results give some offers earnings_stats; the rest stay below the threshold. */
export const COMMUNITY_MEMBER_COUNT = EARNINGS_STATS_MIN_RESULTS + 6;

/** The offers the community completed: a bank bonus, a slot and a live casino offer, all shown to members. */
export const COMMUNITY_OFFERS = ['Air Bank: 1\u00a0000\u00a0Kč za nový účet', 'Sazka Hry: 500\u00a0Kč za první vklad', 'Kingsbet: live vklad 1\u00a0000\u00a0Kč'] as const;

/** Results as shares of the expected value: a bank pays its bonus (less fees now and then), a casino offer spreads widely and sometimes loses. */
const BANK_SHARES = [1, 1, 1, 0.9, 1, 1, 0.8, 1, 1, 0.95, 1, 1];
const CASINO_SHARES = [-0.5, 0.2, 0.6, 0.9, 1.1, 1.4, 0, 0.8, 1.8, -0.2, 0.5, 1, 1.2, 0.7];

/**
 * Demo data for issue #38 §2: COMMUNITY_MEMBER_COUNT members each recorded a result of every
 * COMMUNITY_OFFERS offer over the last six months, so those offers show a median and every other
 * offer shows "Zatím málo výsledků".
 */
export async function seedCommunityResults(manager: EntityManager, bonuses: readonly BonusEntity[], now: Date): Promise<void> {
  const offers = COMMUNITY_OFFERS.map((name) => bonuses.find((bonus) => bonus.name === name)!);
  const members = await manager.save(
    UserEntity,
    Array.from({ length: COMMUNITY_MEMBER_COUNT }, (_, index) => {
      const number = String(index + 1).padStart(2, '0');
      return manager.create(UserEntity, { firebaseUid: null, email: `clen-${number}@example.cz`, name: `Člen ${number}`, firstName: 'Člen', lastName: number, tierId: TIER_IDS.free, createdAt: new Date(now.getTime() - (200 - index) * DAY) });
    }),
  );
  await manager.insert(
    UserConsentEntity,
    members.flatMap((user) => Object.keys(REQUIRED_CONSENTS).map((kind) => ({ userId: user.id, kind: kind as keyof typeof REQUIRED_CONSENTS, granted: true, termsVersion: TERMS_VERSION, recordedAt: user.createdAt }))),
  );
  for (const [index, member] of members.entries()) {
    const entries = offers.map((bonus, offer) => {
      const shares = bonus.bonusType === 'bank' ? BANK_SHARES : CASINO_SHARES;
      const share = shares[(index + offer * 5) % shares.length];
      return manager.create(BonusHistoryEntryEntity, {
        userId: member.id,
        bonusId: bonus.id,
        reachedProfitHalere: Math.round((bonus.expectedValueHalere * share) / 100) * 100,
        createdAt: new Date(now.getTime() - ((index * 5 + offer * 11) % 175) * DAY - 2 * 3600_000),
      });
    });
    if (index === members.length - 1) entries.push(unusualResult(manager, member, bonuses, offers, now));
    await manager.save(BonusHistoryEntryEntity, entries);
    await manager.update(UserEntity, member.id, { completedBonusCount: entries.length, bonusRevenueHalere: entries.reduce((sum, entry) => sum + entry.reachedProfitHalere, 0) });
  }
}

/**
 * One result far above its offer's expected value, confirmed by the member, so the admin's "Výdělky ke
 * kontrole" shows what waits for a review; it counts in no public figure until approved.
 */
function unusualResult(manager: EntityManager, member: UserEntity, bonuses: readonly BonusEntity[], taken: readonly BonusEntity[], now: Date): BonusHistoryEntryEntity {
  const bonus = bonuses.find((candidate) => candidate.bonusType === 'slot' && candidate.visible && !taken.includes(candidate))!;
  return manager.create(BonusHistoryEntryEntity, {
    userId: member.id,
    bonusId: bonus.id,
    reachedProfitHalere: bonus.expectedValueHalere * 40,
    reviewStatus: 'pending',
    createdAt: new Date(now.getTime() - 3 * DAY),
  });
}

