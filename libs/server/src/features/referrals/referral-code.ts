import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An unguessable invitation code: 10 characters of base32 without look-alikes (50 bits of randomness). */
export function randomReferralCode(): string {
  return [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
