import { TokenCipher } from './token-cipher';

describe('the bank token cipher', () => {
  const token = 'nlFiHCyOXI3OFIQjocyzLyfWsmBdWX9kmSLort0qEc5EVmjuICKuUyQhb1PDJaAi';
  const cipher = new TokenCipher(Buffer.alloc(32, 7));

  it('encrypts each time differently, never containing the token, and decrypts back', () => {
    const [first, second] = [cipher.encrypt(token), cipher.encrypt(token)];
    expect(first).not.toBe(second);
    expect(first).not.toContain(token);
    expect(first).toMatch(/^v1:/);
    expect(cipher.decrypt(first)).toBe(token);
  });

  it('refuses a changed ciphertext or another key', () => {
    const stored = cipher.encrypt(token);
    const [version, iv, tag, body] = stored.split(':');
    const changed = Buffer.from(body, 'base64');
    changed[0] ^= 1;
    expect(() => cipher.decrypt([version, iv, tag, changed.toString('base64')].join(':'))).toThrow();
    expect(() => new TokenCipher(Buffer.alloc(32, 8)).decrypt(stored)).toThrow();
  });

  it('hashes a token the same way every time, not as the token, and differently under another key', () => {
    expect(cipher.hash(token)).toBe(cipher.hash(token));
    expect(cipher.hash(token)).not.toContain(token);
    expect(new TokenCipher(Buffer.alloc(32, 8)).hash(token)).not.toBe(cipher.hash(token));
  });
});
