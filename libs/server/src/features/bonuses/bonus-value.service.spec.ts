import type { ValueTerms } from '@bonus/domain';
import type { UserEntity } from '../users/user.entity';
import type { Bonus } from './bonus.read-model';
import type { BonusService } from './bonus.service';
import { BonusValueService } from './bonus-value.service';

const terms: ValueTerms = { bonus_amount: 1000, deposit: 1000, wagering_multiplier: 30, wagering_base: 'bonus', contribution_percent: 100, max_bet: 100, max_cashout: null };
const game = { id: 7, name: 'Starburst', gameStudio: 'NetEnt', gameStudioId: 1, rtp: 96.09, volatility: 'low' as const, urlLink: 'https://example.cz' };
const member = {} as UserEntity;
const serviceWith = (bonus: Partial<Bonus>) => new BonusValueService({ get: async () => ({ id: 3, games: [game], valueTerms: terms, ...bonus }) as Bonus } as unknown as BonusService);

describe('BonusValueService', () => {
  it('computes a value once per terms and game: the same inputs give the very same answer', () => {
    const service = serviceWith({});
    const first = service.of(terms, game);
    expect(service.of({ ...terms }, { rtp: 96.09, volatility: 'low' })).toBe(first);
    expect(service.of({ ...terms, max_cashout: 5000 }, game)).not.toBe(first);
    expect(service.of(terms, { ...game, volatility: 'high' })).not.toBe(first);
  });

  it('answers for an offer on one of its games, per game for the detail, and refuses what it cannot value', async () => {
    const service = serviceWith({});
    expect(await service.forOffer(member, 3, 7)).toBe(service.of(terms, game));
    expect((await service.perGame(member, 3)).map((row) => row.game.id)).toEqual([7]);
    await expect(service.forOffer(member, 3, 8)).rejects.toMatchObject({ code: 'BONUS_VALUE_GAME_NOT_FOUND' });
    const bare = serviceWith({ valueTerms: null });
    await expect(bare.forOffer(member, 3, 7)).rejects.toMatchObject({ code: 'BONUS_VALUE_TERMS_MISSING' });
    expect(await bare.perGame(member, 3)).toEqual([]);
  });
});
