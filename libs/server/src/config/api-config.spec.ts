import { bankConnectionsConfig, ConfigError, DEVELOPMENT_BANK_TOKEN_KEY, loadApiConfig, payoutSourceConfig } from './api-config';

const valid = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };
const METRICS_TOKEN = 'a-metrics-token-of-32-characters';
const BANK_TOKEN_KEY = Buffer.from('a-bank-token-key-of-32-bytes-ok!').toString('base64');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadApiConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a configuration error');
}

describe('loadApiConfig', () => {
  it('fills in the embedded defaults', () => {
    expect(loadApiConfig(valid)).toMatchObject({
      API_PORT: 3000,
      FIREBASE_PROJECT_ID: 'demo-bonus-klub',
      PAYMENT_PROVIDER: 'local',
      CORS_ORIGINS: ['http://localhost:4200', 'http://localhost:4300'],
    });
  });

  it('names the variable that is missing or wrong', () => {
    expect(problemsOf({})).toEqual(['DATABASE_URL is required']);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual(['DATABASE_URL must be a postgres:// connection URL']);
    expect(problemsOf({ ...valid, API_PORT: 'abc' })).toEqual(['API_PORT must be a port number (1–65535)']);
    expect(problemsOf({ ...valid, API_PORT: '70000' })).toEqual(['API_PORT must be a port number (1–65535)']);
    expect(problemsOf({ ...valid, CORS_ORIGINS: 'not a url' })[0]).toMatch(/^CORS_ORIGINS /);
    expect(problemsOf({ ...valid, FIREBASE_SERVICE_ACCOUNT_JSON: '{oops' })).toEqual([
      'FIREBASE_SERVICE_ACCOUNT_JSON must be the service-account key as JSON',
    ]);
  });

  it('takes the payer of the payout batches from PAYOUT_SOURCE_*, with a default when unset or empty, and checks the account', () => {
    expect(payoutSourceConfig(loadApiConfig({ ...valid, PAYOUT_SOURCE_ACCOUNT: '', PAYOUT_SOURCE_NAME: '' }))).toEqual({
      account: { prefix: '', number: '2101234569', bankCode: '2010' },
      name: 'Bonus Klub',
    });
    expect(payoutSourceConfig(loadApiConfig({ ...valid, PAYOUT_SOURCE_ACCOUNT: '19-2000145399/0800', PAYOUT_SOURCE_NAME: 'Bonus Klub s.r.o.' }))).toEqual({
      account: { prefix: '19', number: '2000145399', bankCode: '0800' },
      name: 'Bonus Klub s.r.o.',
    });
    for (const account of ['19-2000145398/0800', '19-2000145399/9999']) {
      expect(problemsOf({ ...valid, PAYOUT_SOURCE_ACCOUNT: account })).toEqual(['PAYOUT_SOURCE_ACCOUNT must be a Czech account [prefix-]number/bankcode with valid check digits at a bank of the ČNB list']);
    }
    expect(problemsOf({ ...valid, PAYOUT_SOURCE_NAME: 'x'.repeat(61) })).toEqual(['PAYOUT_SOURCE_NAME must be at most 60 characters']);
  });

  it('needs the Stripe keys when Stripe is chosen', () => {
    expect(problemsOf({ ...valid, PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe',
    ]);
    expect(loadApiConfig({ ...valid, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).PAYMENT_PROVIDER).toBe('stripe');
  });

  it('refuses the local test gateway in production unless test payments are explicitly allowed', () => {
    const production = { ...valid, NODE_ENV: 'production', BANK_TOKEN_KEY, FIREBASE_API_KEY: 'real-key', SMTP_URL: 'smtp://mail.example.cz:587', LOCAL_GATEWAY_SECRET: 'a-real-production-secret', METRICS_TOKEN };
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: 'local' })).toEqual([
      'PAYMENT_PROVIDER local (a test gateway that takes no money) is refused in production unless ALLOW_TEST_PAYMENTS=true',
    ]);
    expect(problemsOf({ ...production, ALLOW_TEST_PAYMENTS: 'yes' })).toEqual(['ALLOW_TEST_PAYMENTS must be true or false']);
    expect(loadApiConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' })).toMatchObject({ PAYMENT_PROVIDER: 'local', ALLOW_TEST_PAYMENTS: true });
    expect(loadApiConfig(valid).ALLOW_TEST_PAYMENTS).toBe(false);
  });

  it('refuses the development signing secret of the local gateway in production', () => {
    expect(problemsOf({ ...valid, NODE_ENV: 'production', BANK_TOKEN_KEY, FIREBASE_API_KEY: 'real-key', PAYMENT_PROVIDER: 'local', ALLOW_TEST_PAYMENTS: 'true', SMTP_URL: 'smtp://mail.example.cz:587', METRICS_TOKEN })).toEqual([
      'LOCAL_GATEWAY_SECRET must be set to a secret of your own in production',
    ]);
  });

  it('refuses the Auth emulator in production', () => {
    expect(
      problemsOf({ ...valid, NODE_ENV: 'production', BANK_TOKEN_KEY, ALLOW_TEST_PAYMENTS: 'true', LOCAL_GATEWAY_SECRET: 'a-real-production-secret', SMTP_URL: 'smtp://mail.example.cz:587', METRICS_TOKEN, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST must not be set in production',
    ]);
  });

  it('needs a real mail server in production and checks its URL', () => {
    const production = { ...valid, NODE_ENV: 'production', BANK_TOKEN_KEY, FIREBASE_API_KEY: 'real-key', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', METRICS_TOKEN };
    expect(problemsOf(production)).toEqual(['SMTP_URL is required in production (mail would only be written to files)']);
    expect(problemsOf({ ...production, SMTP_URL: 'http://mail' })).toEqual(['SMTP_URL must be an smtp:// or smtps:// URL']);
    expect(loadApiConfig({ ...valid, SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('refuses to start in production without a metrics token, so /metrics is never open there', () => {
    const production = { ...valid, NODE_ENV: 'production', BANK_TOKEN_KEY, FIREBASE_API_KEY: 'real-key', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', SMTP_URL: 'smtp://mail.example.cz:587' };
    expect(problemsOf(production)).toEqual(['METRICS_TOKEN is required in production (/metrics is never open there)']);
    expect(problemsOf({ ...production, METRICS_TOKEN: '' })).toEqual(['METRICS_TOKEN is required in production (/metrics is never open there)']);
    expect(problemsOf({ ...production, METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN must be at least 16 characters']);
    expect(loadApiConfig({ ...production, METRICS_TOKEN }).METRICS_TOKEN).toBe(METRICS_TOKEN);
    expect(loadApiConfig({ ...valid, METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });

  it('refuses to start in production without the key of the bank tokens, and reads it as base64 or hex', () => {
    const production = { ...valid, NODE_ENV: 'production', FIREBASE_API_KEY: 'real-key', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', SMTP_URL: 'smtp://mail.example.cz:587', METRICS_TOKEN };
    expect(problemsOf(production)).toEqual(["BANK_TOKEN_KEY is required in production (it encrypts members' bank tokens)"]);
    expect(problemsOf({ ...production, BANK_TOKEN_KEY: 'too-short' })).toEqual(['BANK_TOKEN_KEY must be 32 bytes as base64 (44 characters) or hex (64 characters)']);
    const hex = 'ab'.repeat(32);
    expect(bankConnectionsConfig(loadApiConfig({ ...production, BANK_TOKEN_KEY: hex })).tokenKey).toEqual(Buffer.from(hex, 'hex'));
    expect(bankConnectionsConfig(loadApiConfig({ ...production, BANK_TOKEN_KEY })).tokenKey).toEqual(Buffer.from('a-bank-token-key-of-32-bytes-ok!'));
    expect(bankConnectionsConfig(loadApiConfig(valid))).toEqual({ tokenKey: DEVELOPMENT_BANK_TOKEN_KEY, fioApiUrl: 'https://fioapi.fio.cz/v1/rest' });
  });

  it('limits requests at the edge by default (per address, per credential, strict routes), each configurable and 0 turning it off', () => {
    expect(loadApiConfig(valid)).toMatchObject({ RATE_LIMIT_PER_IP: 1200, RATE_LIMIT_PER_CREDENTIAL: 600, RATE_LIMIT_STRICT: 10, RATE_LIMIT_SYNC_MS: 1000 });
    expect(loadApiConfig({ ...valid, RATE_LIMIT_PER_IP: '0', RATE_LIMIT_STRICT: '3' })).toMatchObject({ RATE_LIMIT_PER_IP: 0, RATE_LIMIT_STRICT: 3 });
    for (const wrong of ['many', '-1', '2.5']) {
      expect(problemsOf({ ...valid, RATE_LIMIT_PER_CREDENTIAL: wrong })).toEqual(['RATE_LIMIT_PER_CREDENTIAL must be a whole number of requests a minute (0 turns the limit off)']);
    }
    expect(problemsOf({ ...valid, RATE_LIMIT_SYNC_MS: '5' })[0]).toMatch(/^RATE_LIMIT_SYNC_MS /);
  });

  it('trusts no proxy unless TRUSTED_PROXIES names it, and accepts only addresses and CIDR ranges there', () => {
    expect(loadApiConfig(valid).TRUSTED_PROXIES).toEqual([]);
    expect(loadApiConfig({ ...valid, TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,::1' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1']);
    for (const wrong of ['loopback', '10.0.0.0/33', '10.0.0.1/8/1', 'fd00::/129', '300.1.1.1', '10.0.0.0/x']) {
      expect(problemsOf({ ...valid, TRUSTED_PROXIES: wrong })).toEqual(['TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges']);
    }
  });
});
