import { API_TOKEN_MESSAGES, apiTokenInputSchema, requiredTokenScopes } from './api-tokens';

const parse = (input: unknown) => apiTokenInputSchema.safeParse(input);
const firstMessage = (input: unknown) => {
  const result = parse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('apiTokenInputSchema', () => {
  it('accepts a named token with a listed lifetime and orders its scopes', () => {
    expect(parse({ name: ' Tabulka ', expiresInDays: 90, scopes: ['write', 'read'] })).toEqual({
      success: true,
      data: { name: 'Tabulka', expiresInDays: 90, scopes: ['read', 'write'] },
    });
    expect(parse({ name: 'Admin', expiresInDays: 365, scopes: ['admin', 'write', 'read'] }).success).toBe(true);
  });

  it('refuses a missing name, an unlisted lifetime and scopes without read', () => {
    expect(firstMessage({ name: ' ', expiresInDays: 30, scopes: ['read'] })).toBe(API_TOKEN_MESSAGES.nameRequired);
    expect(firstMessage({ name: 'Bot', expiresInDays: 31, scopes: ['read'] })).toBe(API_TOKEN_MESSAGES.lifetime);
    expect(firstMessage({ name: 'Bot', expiresInDays: 30, scopes: ['write'] })).toBe(API_TOKEN_MESSAGES.scopes);
    expect(firstMessage({ name: 'Bot', expiresInDays: 30, scopes: 'read' })).toBe(API_TOKEN_MESSAGES.scopes);
    expect(firstMessage({ name: 'Bot', expiresInDays: 30, scopes: ['read', 'root'] })).toBe(API_TOKEN_MESSAGES.scopes);
  });

  it('refuses the admin scope without write', () => {
    expect(firstMessage({ name: 'Bot', expiresInDays: 30, scopes: ['read', 'admin'] })).toBe(API_TOKEN_MESSAGES.scopes);
  });
});

describe('requiredTokenScopes', () => {
  it('needs read for reads, write for changes and admin on top for admin calls', () => {
    expect(requiredTokenScopes({ changes: false, admin: false })).toEqual(['read']);
    expect(requiredTokenScopes({ changes: true, admin: false })).toEqual(['write']);
    expect(requiredTokenScopes({ changes: false, admin: true })).toEqual(['read', 'admin']);
    expect(requiredTokenScopes({ changes: true, admin: true })).toEqual(['write', 'admin']);
  });
});
