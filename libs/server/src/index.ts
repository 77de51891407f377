import 'reflect-metadata';

export { createDataSource, withDataSource } from './db/data-source';
export type { DataSourceOptions } from './db/data-source';
export { seedDemoData } from './db/seed/seed';
export { DEMO_USERS } from './db/seed/demo-users';
export type { DemoUser } from './db/seed/demo-users';
export { loadApiConfig, ConfigError } from './config/api-config';
export type { ApiConfig } from './config/api-config';
export { createServices } from './services';
export type { Services } from './services';
export { createFirebaseAuth } from './integrations/auth/firebase-auth';
export { createLocalGateway } from './integrations/payments/payment-provider';
export type { PaymentProvider } from './integrations/payments/payment-provider';
export { createEmulatorAccounts } from './integrations/auth/demo-accounts';
export type { AuthAccounts, TokenVerifier, VerifiedToken } from './integrations/auth/firebase-auth';
export type { UserEntity } from './features/users/user.entity';
export { createTestDatabase } from './testing/test-database';
export type { TestDatabase } from './testing/test-database';
