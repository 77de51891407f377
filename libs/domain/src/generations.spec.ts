import fc from 'fast-check';
import { cappedLoad, generationOnSale, generationPriceHalere, hasFreeSeat } from './generations';

describe('generations', () => {
  it('keeps the first-generation price', () => {
    expect(generationPriceHalere(89900, 1)).toBe(89900);
    expect(generationPriceHalere(0, 7)).toBe(0);
  });

  it('adds 25 % per generation, compounding, rounded to whole crowns', () => {
    expect(generationPriceHalere(89900, 2)).toBe(112400); // 1123.75
    expect(generationPriceHalere(89900, 3)).toBe(140500); // 1404.6875
    expect(generationPriceHalere(129900, 2)).toBe(162400); // 1623.75
    expect(generationPriceHalere(129900, 3)).toBe(203000); // 2029.6875
  });

  it('never decreases from one generation to the next and stays whole crowns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 20 }), (czk, n) => {
        const here = generationPriceHalere(czk * 100, n);
        const next = generationPriceHalere(czk * 100, n + 1);
        expect(here % 100).toBe(0);
        expect(next).toBeGreaterThanOrEqual(here);
      }),
    );
  });

  it('rejects nonsense input', () => {
    expect(() => generationPriceHalere(89900, 0)).toThrow(RangeError);
    expect(() => generationPriceHalere(-1, 1)).toThrow(RangeError);
  });

  it('caps the load at the limit', () => {
    expect(cappedLoad({ number: 1, limit: 100, currentLoad: 120 })).toBe(100);
    expect(cappedLoad({ number: 1, limit: 100, currentLoad: 40 })).toBe(40);
    expect(cappedLoad({ number: 1, limit: 100, currentLoad: -3 })).toBe(0);
  });

  it('puts the lowest generation with a free seat on sale', () => {
    const full = { number: 1, limit: 2, currentLoad: 2 };
    const open = { number: 2, limit: 2, currentLoad: 1 };
    const later = { number: 3, limit: 2, currentLoad: 0 };
    expect(hasFreeSeat(full)).toBe(false);
    expect(generationOnSale([later, full, open])).toBe(open);
    expect(generationOnSale([full])).toBeNull();
  });
});
