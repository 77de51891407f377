import { tierSoldOutNote } from './tiers';
import { STEP_TEMPLATES, stepIdWithTimeSuffix } from './step-templates';
import { DomainError, errorMessage, isDomainError } from './errors';
import { DEFAULT_THEME, parseTheme, THEME_STORAGE_KEY } from './theme';
import {
  compareTiers,
  DEFAULT_REGISTRATION_TIER_ID,
  FIRST_GENERATION_PRICE_CZK,
  isPaidTier,
  isTierCode,
  TIER_IDS,
  TIER_LIMITS,
  UNLIMITED,
} from './tiers';

describe('tiers', () => {
  it('prices and orders the three tiers as the spec says', () => {
    expect(FIRST_GENERATION_PRICE_CZK).toEqual({ free: 0, basic: 899, premium: 1299 });
    expect(compareTiers('free', 'basic')).toBeLessThan(0);
    expect(compareTiers('premium', 'basic')).toBeGreaterThan(0);
    expect(TIER_IDS).toEqual({ free: 1, basic: 2, premium: 3 });
    expect(DEFAULT_REGISTRATION_TIER_ID).toBe(2);
    expect(isPaidTier('free')).toBe(false);
    expect(isPaidTier('basic')).toBe(true);
  });

  it('carries the limits table and referral shares', () => {
    expect(TIER_LIMITS.free).toMatchObject({ bankBonusesPerMonth: 2, casinoBonuses: 0, maxReturnPerMonthCzk: 2000 });
    expect(TIER_LIMITS.basic).toMatchObject({ bankBonusesPerMonth: 8, casinoBonuses: 3, maxReturnPerMonthCzk: 8000 });
    expect(TIER_LIMITS.premium).toMatchObject({
      bankBonusesPerMonth: UNLIMITED,
      casinoBonuses: 10,
      maxReturnPerMonthCzk: 15000,
    });
    expect([TIER_LIMITS.free, TIER_LIMITS.basic, TIER_LIMITS.premium].map((l) => l.referralSharePercent)).toEqual([
      5, 10, 15,
    ]);
  });

  it('recognises tier codes', () => {
    expect(isTierCode('premium')).toBe(true);
    expect(isTierCode('elite')).toBe(false);
  });
});

describe('theme', () => {
  it('defaults to dark and keeps only known values', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
    expect(DEFAULT_THEME).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme(null)).toBe('dark');
    expect(parseTheme('sepia')).toBe('dark');
  });
});

describe('error catalogue', () => {
  it('gives every coded error its text and status', () => {
    const error = new DomainError('UNAUTHENTICATED', { reason: 'no token' });
    expect(error.message).toBe('User is not authenticated');
    expect(error.status).toBe(401);
    expect(error.details).toEqual({ reason: 'no token' });
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(errorMessage('SERVER_ERROR')).toBe('Server error occurred');
    expect(errorMessage('TIERS_LOAD_FAILED')).toBe('Error while fetching Tiers');
  });

  it('treats screen-only texts as server errors if they ever reach a transport', () => {
    expect(new DomainError('TIERS_LOAD_FAILED').status).toBe(500);
  });
});

describe('step templates', () => {
  it('lists the spec steps per bonus type, in order', () => {
    const ids = (type: keyof typeof STEP_TEMPLATES) => STEP_TEMPLATES[type].map((step) => step.id);
    expect(ids('bank')).toEqual([
      'registration',
      'identity-verification',
      'service-activation',
      'fulfil-conditions',
      'bonus-credit',
    ]);
    expect(ids('live')).toEqual(['registration', 'verification', 'qualifying-deposit', 'play-live']);
    expect(ids('slot')).toEqual(['registration', 'verification', 'first-deposit', 'free-spins', 'wagering']);
    expect(ids('registration')).toEqual(['free-spins', 'wagering']);
  });

  it('suffixes a template id with the time it was added', () => {
    expect(stepIdWithTimeSuffix('registration', 1732262400000)).toBe('registration-1732262400000');
    expect(stepIdWithTimeSuffix('wagering')).toMatch(/^wagering-\d{13}$/);
  });
});

describe('places left in a limited tier', () => {
  it('names a tier limit on public pages only once it is reached (the generation is the one scarcity shown)', () => {
    expect(tierSoldOutNote(3)).toBeNull();
    expect(tierSoldOutNote(null)).toBeNull();
    expect(tierSoldOutNote(0)).toBe('Vyprodáno: volná místa už nejsou.');
  });
});
