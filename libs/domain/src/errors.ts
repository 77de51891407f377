/**
 * The error catalogue (spec section 8): one typed table keyed by code. Services throw `DomainError`
 * with a code; each transport maps the code to its HTTP status and the Czech text shown to people.
 * Codes without a status are screen-side texts (they never leave the server as a status).
 */
export const ERROR_CATALOGUE = {
  SERVER_ERROR: { status: 500, message: 'Server error occurred' },
  UNAUTHENTICATED: { status: 401, message: 'User is not authenticated' },
  SESSION_EXPIRED: { status: 401, message: 'Session has expired' },
  FORBIDDEN: { status: 403, message: 'K této akci nemáte oprávnění.' },
  NOT_FOUND: { status: 404, message: 'Požadovaný záznam neexistuje.' },
  VALIDATION_FAILED: { status: 400, message: 'Neplatná data požadavku.' },
  RATE_LIMITED: { status: 429, message: 'Příliš mnoho požadavků, zkuste to prosím později.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Služba je dočasně nedostupná.' },
  USER_NOT_REGISTERED: { status: 404, message: 'user not registered' },
  TIERS_LOAD_FAILED: { status: undefined, message: 'Error while fetching Tiers' },
  GENERATION_SOLD_OUT: { status: 409, message: 'Všechny generace členství jsou vyprodané.' },
} as const satisfies Record<string, { status: number | undefined; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export class DomainError extends Error {
  readonly code: ErrorCode;
  /** Optional detail for logs and for field-level validation reports; never replaces the message. */
  readonly details?: unknown;

  constructor(code: ErrorCode, details?: unknown) {
    super(ERROR_CATALOGUE[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status ?? 500;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

export function errorMessage(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].message;
}
