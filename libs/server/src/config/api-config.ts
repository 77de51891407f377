import { isIP } from 'node:net';
import { z } from 'zod';
import { isValidCzechBankAccount, parseCzechBankAccount } from '@bonus/domain';
import type { PayoutSource } from '../features/payouts/payout-operations.service';

const PORT_MESSAGE = 'must be a port number (1–65535)';
const port = z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE);
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const RATE_LIMIT_MESSAGE = 'must be a whole number of requests a minute (0 turns the limit off)';
const rateLimit = z.coerce.number({ error: RATE_LIMIT_MESSAGE }).int(RATE_LIMIT_MESSAGE).min(0, RATE_LIMIT_MESSAGE).max(10_000_000, RATE_LIMIT_MESSAGE);

/** The payer of the payout batches when nothing is configured (development and tests). */
export const DEFAULT_PAYOUT_SOURCE = { account: '2101234569/2010', name: 'Bonus Klub' } as const;

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    API_PORT: port.default(3000),
    API_HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    FIREBASE_PROJECT_ID: z.string().min(1).default('demo-bonus-klub'),
    FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
    FIREBASE_AUTH_EMULATOR_HOST: optionalText,
    /** How long (ms) a session check may wait for Firebase Authentication before the call is refused with 503 AUTH_UNAVAILABLE. */
    FIREBASE_TIMEOUT_MS: z.coerce.number({ error: 'must be a whole number of milliseconds (100–60000)' }).int().min(100).max(60_000).default(5000),
    FIREBASE_SERVICE_ACCOUNT_JSON: optionalText.refine(
      (value) => value === undefined || isJsonObject(value),
      'must be the service-account key as JSON',
    ),
    PAYMENT_PROVIDER: z.enum(['local', 'stripe']).default('local'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: z.url({ message: 'must be a URL' }).optional(),
    /** How long (ms) one call to Stripe may take; the SDK tries a failed call twice more, so a checkout waits at most about three times this. */
    STRIPE_TIMEOUT_MS: z.coerce.number({ error: 'must be a whole number of milliseconds (100–80000)' }).int().min(100).max(80_000).default(8000),
    LOCAL_GATEWAY_SECRET: z.string().min(16, 'must be at least 16 characters').default('local-gateway-development-secret'),
    /** The local gateway hands out paid tiers without taking money: production allows it only when this says so. */
    ALLOW_TEST_PAYMENTS: z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    JOBS_ENABLED: z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    CORS_ORIGINS: z
      .string()
      .default('http://localhost:4200,http://localhost:4300')
      .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
      .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins' }))),
    PUBLIC_WEB_URL: z.url({ message: 'must be the public URL of the web app' }).default('http://localhost:4200'),
    PUBLIC_API_URL: z.url({ message: 'must be the public URL of the api' }).default('http://localhost:3000'),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default('Bonus Klub <noreply@bonusklub.cz>'),
    MAIL_DIR: z.string().min(1).default('.data/mail'),
    /** Our account the payout batches pay from, and the name the bank file carries (empty: the development default). */
    PAYOUT_SOURCE_ACCOUNT: z
      .string()
      .trim()
      .default('')
      .transform((value) => value || DEFAULT_PAYOUT_SOURCE.account)
      .refine((value) => isValidCzechBankAccount(value), 'must be a Czech account [prefix-]number/bankcode with valid check digits at a bank of the ČNB list'),
    PAYOUT_SOURCE_NAME: z
      .string()
      .trim()
      .max(60, 'must be at most 60 characters')
      .default('')
      .transform((value) => value || DEFAULT_PAYOUT_SOURCE.name),
    /** GET /metrics asks for `Authorization: Bearer <token>` when set; production refuses to start without it. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** Proxies whose X-Forwarded-For is believed (IPs or CIDRs); none by default, so a client cannot choose its own address. */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
      .refine((entries) => entries.every(isAddressOrRange), 'must be a comma-separated list of IP addresses or CIDR ranges'),
    /** Memory for the answers kept for repeated signed-in reads, GraphQL and REST (apps/api/src/http/kept-answers.ts); 0 turns them off. */
    KEPT_ANSWERS_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /**
     * The key that encrypts members' bank API tokens (AES-256-GCM): 32 bytes as base64 or hex. Production refuses
     * to start without it; development and tests use a fixed key (DEVELOPMENT_BANK_TOKEN_KEY).
     */
    BANK_TOKEN_KEY: optionalText.refine((value) => value === undefined || bankTokenKeyBytes(value) !== null, 'must be 32 bytes as base64 (44 characters) or hex (64 characters)'),
    /** Fio banka's API (tests and staging point it at a stand-in). */
    FIO_API_URL: z.url({ message: 'must be a URL' }).default('https://fioapi.fio.cz/v1/rest'),
    /**
     * Requests a minute each client address may make to the api (every route but /health, /ready, /live and /metrics;
     * apps/api/src/http/edge-rate-limits.ts), counted across all api copies; 0 turns the limit off.
     */
    RATE_LIMIT_PER_IP: rateLimit.default(1200),
    /** Requests a minute per bearer credential (a Firebase ID token or a personal API token, counted by its hash); 0: off. */
    RATE_LIMIT_PER_CREDENTIAL: rateLimit.default(600),
    /** Requests a minute per client address to the strict routes (sign-up, password reset, uploads, public writes); 0: off. */
    RATE_LIMIT_STRICT: rateLimit.default(10),
    /** How often (ms) an api copy adds its counts to the shared ones in PostgreSQL and learns the other copies'. */
    RATE_LIMIT_SYNC_MS: z.coerce.number({ error: 'must be a whole number of milliseconds (10–60000)' }).int().min(10).max(60_000).default(1000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the log goes (a file path); unset: standard output. */
    LOG_FILE: optionalText,
    /** `json`: one JSON object a line (production, log shippers); `pretty`: one readable line (`npm start` sets it). */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  })
  .superRefine((config, ctx) => {
    if (config.PAYMENT_PROVIDER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=stripe' });
      }
    }
    if (config.NODE_ENV === 'production' && !config.FIREBASE_AUTH_EMULATOR_HOST && config.FIREBASE_API_KEY === 'demo-api-key') {
      ctx.addIssue({ code: 'custom', path: ['FIREBASE_API_KEY'], message: "must be the Firebase project's web API key in production" });
    }
    if (config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER === 'local' && !config.ALLOW_TEST_PAYMENTS) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'local (a test gateway that takes no money) is refused in production unless ALLOW_TEST_PAYMENTS=true' });
    }
    if (config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER === 'local' && config.LOCAL_GATEWAY_SECRET === 'local-gateway-development-secret') {
      ctx.addIssue({ code: 'custom', path: ['LOCAL_GATEWAY_SECRET'], message: 'must be set to a secret of your own in production' });
    }
    if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production (mail would only be written to files)' });
    }
    if (config.NODE_ENV === 'production' && !config.METRICS_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: 'is required in production (/metrics is never open there)' });
    }
    if (config.NODE_ENV === 'production' && !config.BANK_TOKEN_KEY) {
      ctx.addIssue({ code: 'custom', path: ['BANK_TOKEN_KEY'], message: "is required in production (it encrypts members' bank tokens)" });
    }
    if (config.NODE_ENV === 'production' && config.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({ code: 'custom', path: ['FIREBASE_AUTH_EMULATOR_HOST'], message: 'must not be set in production' });
    }
  });

export type ApiConfig = z.infer<typeof schema>;

/** Every environment variable the api and the worker read (deployment manifests are checked against it). */
export const API_CONFIG_VARIABLES = Object.keys(schema.shape) as (keyof ApiConfig)[];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the api's environment; a wrong value throws naming the variable. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      const message = issue.code === 'invalid_type' && env[variable] === undefined ? 'is required' : issue.message;
      return `${variable} ${message}`;
    }),
  );
}

/** `203.0.113.7`, `10.0.0.0/8`, `fd00::/8`: what Fastify's trustProxy setting accepts as a list. */
function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

function isJsonObject(value: string): boolean {
  try {
    return typeof JSON.parse(value) === 'object';
  } catch {
    return false;
  }
}

/** The development and test key of members' bank tokens (never used in production, which must set BANK_TOKEN_KEY). */
export const DEVELOPMENT_BANK_TOKEN_KEY = Buffer.from('bonus-klub-development-bank-key!', 'utf8');

/** BANK_TOKEN_KEY's 32 bytes, from base64 or hex; null when it is neither. */
export function bankTokenKeyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/]{43}=$/.test(value) ? Buffer.from(value, 'base64') : null;
  return bytes?.length === 32 ? bytes : null;
}

/** What the bank connections need: the token key and where each provider's API is. */
export interface BankConnectionsConfig {
  tokenKey: Buffer;
  fioApiUrl: string;
}

export function bankConnectionsConfig(config: Pick<ApiConfig, 'BANK_TOKEN_KEY' | 'FIO_API_URL'>): BankConnectionsConfig {
  return { tokenKey: config.BANK_TOKEN_KEY ? bankTokenKeyBytes(config.BANK_TOKEN_KEY)! : DEVELOPMENT_BANK_TOKEN_KEY, fioApiUrl: config.FIO_API_URL };
}

/** Which payment provider the api uses, and what it needs. */
export type PaymentsConfig =
  | { provider: 'local'; apiPublicUrl: string; secret: string }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl?: string; timeoutMs?: number };

/** The payment provider's part of the configuration, in the shape the services take. */
export function paymentsConfig(config: ApiConfig): PaymentsConfig {
  return config.PAYMENT_PROVIDER === 'stripe'
    ? { provider: 'stripe', secretKey: config.STRIPE_SECRET_KEY!, webhookSecret: config.STRIPE_WEBHOOK_SECRET!, apiUrl: config.STRIPE_API_URL, timeoutMs: config.STRIPE_TIMEOUT_MS }
    : { provider: 'local', apiPublicUrl: config.PUBLIC_API_URL, secret: config.LOCAL_GATEWAY_SECRET };
}

/** The payer of the payout batches, in the shape the services take. */
export function payoutSourceConfig(config: Pick<ApiConfig, 'PAYOUT_SOURCE_ACCOUNT' | 'PAYOUT_SOURCE_NAME'>): PayoutSource {
  return { account: parseCzechBankAccount(config.PAYOUT_SOURCE_ACCOUNT)!, name: config.PAYOUT_SOURCE_NAME };
}
