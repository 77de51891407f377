// Bound once: in jest's vm context every lookup of the global Math is slow, and this runs in hot loops.
const { imul } = Math;

/** FNV-1a: a 32-bit hash of a text, the seed of seededRandom. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast, deterministic PRNG in [0, 1), seeded from a text (same text, same sequence). */
export function seededRandom(seed: string): () => number {
  let state = hashText(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = imul(state ^ (state >>> 15), 1 | state);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
