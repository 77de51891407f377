import { z } from 'zod';
import { requiredText, TEXT_LIMITS } from './input-bounds';

/** What a personal API token may do: read alone, read and write, and (admins only) the admin calls. */
export const API_TOKEN_SCOPES = ['read', 'write', 'admin'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Lifetimes a member chooses from, in days. */
export const API_TOKEN_LIFETIMES_DAYS = [30, 90, 365] as const;

/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'bk_live_';

/** Valid (neither expired nor revoked) tokens per member at most. */
export const MAX_API_TOKENS = 20;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Zadejte název tokenu.',
  lifetime: 'Vyberte platnost 30, 90 nebo 365 dní.',
  scopes: 'Vyberte oprávnění: jen čtení, nebo čtení a zápis.',
} as const;

/** What a member fills in to create a token; `read` is always granted, `write` and `admin` on top. */
export const apiTokenInputSchema = z.object({
  name: requiredText(TEXT_LIMITS.shortLabel, API_TOKEN_MESSAGES.nameRequired),
  expiresInDays: z.union(API_TOKEN_LIFETIMES_DAYS.map((days) => z.literal(days)), { error: API_TOKEN_MESSAGES.lifetime }),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.scopes }), { error: API_TOKEN_MESSAGES.scopes })
    .refine((scopes) => scopes.includes('read'), { error: API_TOKEN_MESSAGES.scopes })
    .refine((scopes) => !scopes.includes('admin') || scopes.includes('write'), { error: API_TOKEN_MESSAGES.scopes })
    .transform((scopes) => API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>;

/** Which scope a call needs: reads need `read`, changes `write`, admin calls `admin` (and `write` if they change). */
export function requiredTokenScopes({ changes, admin }: { changes: boolean; admin: boolean }): ApiTokenScope[] {
  return [changes ? 'write' : 'read', ...(admin ? (['admin'] as const) : [])];
}
