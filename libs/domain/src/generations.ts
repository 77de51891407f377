import { HALERE_PER_CZK, Halere } from './money';

/** Each generation is 25 % dearer than the one before: a factor of 5/4, kept exact in integers. */
const GROWTH_NUMERATOR = 5n;
const GROWTH_DENOMINATOR = 4n;

/**
 * Monthly price of a tier in generation `generationNumber` (1-based), in haléře rounded to whole CZK.
 * The growth compounds: basic 899 → 1124 → 1405 …
 */
export function generationPriceHalere(firstGenerationPriceHalere: Halere, generationNumber: number): Halere {
  if (!Number.isSafeInteger(generationNumber) || generationNumber < 1) {
    throw new RangeError(`Generation number must be a positive integer, got ${generationNumber}`);
  }
  if (!Number.isSafeInteger(firstGenerationPriceHalere) || firstGenerationPriceHalere < 0) {
    throw new RangeError(`Price must be a non-negative integer of haléře, got ${firstGenerationPriceHalere}`);
  }
  const steps = BigInt(generationNumber - 1);
  const numerator = BigInt(firstGenerationPriceHalere) * GROWTH_NUMERATOR ** steps;
  const denominator = GROWTH_DENOMINATOR ** steps * BigInt(HALERE_PER_CZK);
  const wholeCzk = (numerator * 2n + denominator) / (denominator * 2n);
  return Number(wholeCzk) * HALERE_PER_CZK;
}

export interface GenerationCapacity {
  number: number;
  limit: number;
  currentLoad: number;
}

/** The displayed load never exceeds the limit (spec section 9). */
export function cappedLoad(generation: GenerationCapacity): number {
  return Math.min(Math.max(generation.currentLoad, 0), generation.limit);
}

export function hasFreeSeat(generation: GenerationCapacity): boolean {
  return generation.currentLoad < generation.limit;
}

/** The generation on sale is the lowest-numbered one with a free seat; null when all are full. */
export function generationOnSale<T extends GenerationCapacity>(generations: readonly T[]): T | null {
  return [...generations].sort((a, b) => a.number - b.number).find(hasFreeSeat) ?? null;
}
