import { LRUCache } from 'lru-cache';
import { bonusValue, BonusValue, DomainError, ValueGame, ValueTerms } from '@bonus/domain';
import type { UserEntity } from '../users/user.entity';
import type { Bonus, Game } from './bonus.read-model';
import type { BonusService } from './bonus.service';

/** Distinct (terms, game) pairs kept: every offer on each of its games many times over. */
const MEMO_ENTRIES = 5_000;

/** One game of an offer with what the offer is worth on it. */
export interface OfferGameValue {
  game: Game;
  value: BonusValue;
}

/**
 * What a casino offer is worth (issues #38 §1, #53 §1). The value is a pure function of the terms and the
 * game's RTP and volatility (computed exactly), so it is memoised by exactly those inputs: an admin's edit
 * of the terms or the game is a new key, and nothing has to be invalidated. One evaluation takes a few
 * milliseconds; the memo makes the offer cards and the REST call free after the first member.
 */
export class BonusValueService {
  private readonly memo = new LRUCache<string, BonusValue>({ max: MEMO_ENTRIES });

  constructor(private readonly bonuses: BonusService) {}

  /** POST /bonus_value: any terms on any game (an offer found elsewhere). */
  of(terms: ValueTerms, game: ValueGame): BonusValue {
    const key = JSON.stringify([terms.bonus_amount, terms.deposit, terms.wagering_multiplier, terms.wagering_base, terms.contribution_percent, terms.max_bet, terms.max_cashout, game.rtp, game.volatility]);
    const known = this.memo.get(key);
    if (known) return known;
    const value = bonusValue(terms, game);
    this.memo.set(key, value);
    return value;
  }

  /** GET /bonus_value: an offer the member can see, on one of its games. */
  async forOffer(user: UserEntity, bonusId: number, gameId: number, now = new Date()): Promise<BonusValue> {
    const bonus = await this.bonuses.get(user, bonusId, now);
    const game = bonus.games.find((candidate) => candidate.id === gameId);
    if (!game) throw new DomainError('BONUS_VALUE_GAME_NOT_FOUND', { bonusId, gameId });
    return this.of(termsOf(bonus), game);
  }

  /** The offer detail: the offer's worth on each of its games (none when it has no terms). */
  async perGame(user: UserEntity, bonusId: number, now = new Date()): Promise<OfferGameValue[]> {
    const bonus = await this.bonuses.get(user, bonusId, now);
    if (!bonus.valueTerms) return [];
    const terms = bonus.valueTerms;
    return bonus.games.map((game) => ({ game, value: this.of(terms, game) }));
  }
}

function termsOf(bonus: Bonus): ValueTerms {
  if (!bonus.valueTerms) throw new DomainError('BONUS_VALUE_TERMS_MISSING', { bonusId: bonus.id });
  return bonus.valueTerms;
}
