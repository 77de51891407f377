import type { DataSource } from 'typeorm';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';
import { cappedLoad, DomainError, generationPriceHalere, GenerationDto, halereToWholeCzk, TierDto } from '@bonus/domain';
import { tierHolders } from '../orders/member-tiers.queries';
import type { GenerationEntity } from './generation.entity';
import type { TierEntity } from './tier.entity';
import { allTiers, generationInUse } from './tier.queries';

/** Public reads are cached for this long at most; a seat taken invalidates them at once. */
const CATALOGUE_TTL_MS = 30_000;

/** Tiers with the prices of the generation currently on sale. */
export class TierService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
  ) {}

  async currentGeneration(): Promise<GenerationEntity> {
    const generation = await generationInUse(this.dataSource.manager);
    if (!generation) throw new DomainError('GENERATION_SOLD_OUT');
    return generation;
  }

  /** GET /generation (cached). */
  generation(): Promise<GenerationDto> {
    return this.cache.get(CACHE_KEYS.generation, CATALOGUE_TTL_MS, async () => toGenerationDto(await this.currentGeneration()));
  }

  /** GET /tier_all (cached): prices follow the generation on sale. */
  listTiers(): Promise<TierDto[]> {
    return this.cache.get(CACHE_KEYS.tiers, CATALOGUE_TTL_MS, async () => {
      const now = new Date();
      const [generation, tiers, holders] = await Promise.all([
        this.currentGeneration(),
        allTiers(this.dataSource.manager),
        tierHolders(this.dataSource.manager, now),
      ]);
      const holdersOf = (tierId: number) => holders.find((row) => row.tier_id === tierId)?.holders ?? 0;
      return tiers.map((tier) => toTierDto(tier, generation.number, tier.memberLimit === null ? null : Math.max(0, tier.memberLimit - holdersOf(tier.id))));
    });
  }
}

/** `placesLeft`: for a tier with a member limit, how many members may still join it (null: no limit). */
export function toTierDto(tier: TierEntity, generationNumber: number, placesLeft: number | null): TierDto {
  return {
    id: tier.id,
    code: tier.code,
    name: tier.name,
    subtitle: tier.subtitle,
    features: tier.features,
    featured: tier.featured,
    color: tier.color,
    price: halereToWholeCzk(generationPriceHalere(tier.basePriceHalere, generationNumber)),
    button_text: tier.buttonText,
    max_return: tier.maxReturnCzk,
    referral_reward: tier.referralRewardPercent,
    special_mark: tier.specialMark,
    places_left: placesLeft,
  };
}

function toGenerationDto(generation: GenerationEntity): GenerationDto {
  return {
    id: generation.id,
    name: generation.name,
    limit: generation.limit,
    current_load: cappedLoad(generation),
    in_use: generation.inUse,
  };
}
