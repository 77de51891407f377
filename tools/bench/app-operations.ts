import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { DataSource } from 'typeorm';
// The api's tests read the apps' manifests the same way (the benchmark already runs the api's code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { type App, APP_MANIFESTS, appManifest } from '../../apps/api/src/testing/app-operation';

/**
 * The operations the web and admin apps send, read from graphql-codegen's persisted-document
 * manifests (so the benchmark follows the documents as they change), and variables a member or an
 * admin would send with them, looked up in the seeded data.
 */

export interface AppOperation {
  app: App;
  name: string;
  kind: OperationDefinitionNode['operation'];
  /** Hex sha256 of the text, as the apps send it. */
  hash: string;
  text: string;
  variables: string[];
}

export function appOperations(): AppOperation[] {
  return (Object.keys(APP_MANIFESTS) as App[]).flatMap((app) =>
    Object.entries(appManifest(app)).map(([hash, text]) => {
      const operation = parse(text).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
      return {
        app,
        name: operation.name?.value ?? '(anonymous)',
        kind: operation.operation,
        hash: hash.replace(/^sha256:/, ''),
        text,
        variables: (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
      };
    }),
  );
}

/** Values by variable name (some inputs differ by operation), for the demo premium member and the admin. */
export async function realisticVariables(dataSource: DataSource): Promise<(operation: AppOperation) => Record<string, unknown>> {
  const one = async (sql: string) => ((await dataSource.query(sql)) as Array<{ v: unknown }>)[0]?.v ?? null;
  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const byName: Record<string, unknown> = {
    bonusId: await one(`SELECT id AS v FROM bonus WHERE visible ORDER BY id LIMIT 1`),
    investmentCategoryId: await one(`SELECT id AS v FROM investment_category ORDER BY id LIMIT 1`),
    code: await one(`SELECT code AS v FROM promo_code ORDER BY id LIMIT 1`),
    referralCode: await one(`SELECT c.code AS v FROM referral_code c JOIN app_user u ON u.id = c.user_id WHERE u.firebase_uid = 'demo-premium' AND c.in_use LIMIT 1`),
    paymentId: await one(`SELECT p.id::text AS v FROM subscription_payment p ORDER BY p.id LIMIT 1`),
    batchId: await one(`SELECT id AS v FROM payout_batch ORDER BY id LIMIT 1`),
    endpointId: await one(`SELECT id AS v FROM webhook_endpoint ORDER BY id LIMIT 1`),
    timePeriod: 'year',
    month,
    year: now.getFullYear(),
    currentPage: 1,
    redirectionUrl: 'http://localhost:4200/dashboard/settings',
  };
  const order = await one(`SELECT o.id::text AS v FROM subscription_order o JOIN app_user u ON u.id = o.user_id WHERE u.firebase_uid = 'demo-premium' ORDER BY o.created_at DESC LIMIT 1`);
  const member = await one(`SELECT id::text AS v FROM app_user WHERE firebase_uid = 'demo-premium'`);
  const byOperation: Record<string, Record<string, unknown>> = {
    BonusHistory: { input: { currentPage: 1, itemsPerPage: 20, timePeriod: 'all' } },
    BonusValue: { input: { bonusAmount: 1000, contributionPercent: 100, deposit: 1000, maxBet: 125, rtp: 96, wageringBase: 'bonus', wageringMultiplier: 30 } },
    AdminUsers: { input: { currentPage: 1 } },
    AdminUsersCsv: { input: {} },
    AdminUser: { id: member },
    Order: { id: order },
    OrderStatus: { id: order },
    OrderPaywallUrl: { id: order },
  };
  return (operation) => Object.fromEntries(operation.variables.map((name) => [name, byOperation[operation.name]?.[name] ?? byName[name] ?? null]));
}
