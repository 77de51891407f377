import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Members' bank API tokens at rest (issue #55 part 4): AES-256-GCM under BANK_TOKEN_KEY with a random 96-bit IV per
 * token, written "v1:iv:tag:ciphertext" (base64). A keyed hash (HMAC-SHA256 under a key derived from the same key)
 * recognises calls made with one token without keeping it in the clear.
 */
export class TokenCipher {
  private readonly hashKey: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The bank token key must be 32 bytes');
    this.hashKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'bonus-klub bank token hash', 32));
  }

  encrypt(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
  }

  /** Throws when the text was not written under this key (or was changed). */
  decrypt(stored: string): string {
    const [version, iv, tag, ciphertext] = stored.split(':');
    if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('Not an encrypted bank token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
  }

  hash(token: string): string {
    return createHmac('sha256', this.hashKey).update(token, 'utf8').digest('hex');
  }
}
