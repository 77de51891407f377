import { getNamedType, isLeafType } from 'graphql';
import { DEFAULT_SITE_SETTINGS, DomainError, ERROR_CATALOGUE } from '@bonus/domain';
import type { ErrorCode } from '@bonus/domain';
import { Access, assertAccess, Identity } from './auth/identity';
import { buildApiSchema } from './graphql/schema';
import { ROUTES } from './rest/routes';
import { GRAPHQL_REGISTRATION_CONSENTS, startTestApi, TestApi } from './testing/test-api';

const ACCESS_RULES: Access[] = ['public', 'account', 'member', 'admin'];

describe('every operation declares who may call it', () => {
  it('REST: each route has one of the access rules', () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    for (const route of ROUTES) expect(ACCESS_RULES).toContain(route.access);
  });

  it('GraphQL: each query and mutation carries an access rule', async () => {
    const schema = await buildApiSchema();
    const operations = [schema.getQueryType(), schema.getMutationType()].flatMap((type) => (type ? Object.values(type.getFields()) : []));
    expect(operations.length).toBeGreaterThan(0);
    for (const field of operations) expect(ACCESS_RULES).toContain(field.extensions.access);
  });
});

describe('assertAccess', () => {
  const token = { uid: 'u', email: null, signInProvider: 'password', picture: null, authTime: 0 };
  const member = { user: { id: 'x', admin: false } } as never;
  const identities: Record<string, Identity> = {
    anonymous: { kind: 'anonymous' },
    unregistered: { kind: 'unregistered', token },
    member: { kind: 'member', token, member },
    admin: { kind: 'admin', token, member },
    adminWithoutAdminScope: { kind: 'member', token, member: { user: { id: 'y', admin: true } } as never, apiToken: { id: 1, scopes: ['read', 'write'] } },
  };
  const outcome = (access: Access, who: string) => {
    try {
      assertAccess(access, identities[who]);
      return 'ok';
    } catch (error) {
      return `${(error as DomainError).status} ${(error as DomainError).code}`;
    }
  };

  it.each([
    ['public', 'anonymous', 'ok'],
    ['account', 'anonymous', '401 UNAUTHENTICATED'],
    ['account', 'unregistered', 'ok'],
    ['member', 'anonymous', '401 UNAUTHENTICATED'],
    ['member', 'unregistered', '404 USER_NOT_REGISTERED'],
    ['member', 'member', 'ok'],
    ['member', 'admin', 'ok'],
    ['admin', 'anonymous', '401 UNAUTHENTICATED'],
    ['admin', 'member', '403 FORBIDDEN'],
    ['admin', 'admin', 'ok'],
    ['admin', 'adminWithoutAdminScope', '403 API_TOKEN_NO_ADMIN_SCOPE'],
    ['member', 'adminWithoutAdminScope', 'ok'],
  ] as const)('%s access for %s → %s', (access, who, expected) => {
    expect(outcome(access, who)).toBe(expected);
  });
});

describe('access matrix: every route and operation called as anonymous, member, another member, admin and with each kind of API token', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  type Role = 'anonymous' | 'account' | 'member' | 'otherMember' | 'admin' | TokenRole;
  /** Personal API tokens: a member's read-only and read-write tokens, and an admin's token with every scope. */
  type TokenRole = 'readToken' | 'writeToken' | 'adminToken';
  const TOKEN_SCOPES: Record<TokenRole, string[]> = { readToken: ['read'], writeToken: ['read', 'write'], adminToken: ['read', 'write', 'admin'] };
  const ROLES: Role[] = ['anonymous', 'account', 'member', 'otherMember', 'admin', 'readToken', 'writeToken', 'adminToken'];
  const isTokenRole = (role: Role): role is TokenRole => role in TOKEN_SCOPES;
  /** A fresh identity per call, so erasing or changing it cannot disturb the next call. */
  const tokenFor = async (role: Role) => {
    if (role === 'anonymous') return undefined;
    if (role === 'account') return (await api.signUp()).idToken;
    const member = await api.newMember({ admin: role === 'admin' || role === 'adminToken' });
    if (!isTokenRole(role)) return member.idToken;
    return (await api.newApiToken(member.idToken, TOKEN_SCOPES[role])).secret;
  };

  /** Operations whose sample input a token may not use: a withdrawal to an account the member never saved. */
  const REFUSED_TO_TOKENS_BY_INPUT = new Set(['withdraw']);

  /** The error code a role is refused with, or null when it gets through the access checks. */
  const refusal = (access: Access, role: Role, call: { changes: boolean; signedInSession: boolean; operation: string }): string | null => {
    if (access === 'public') return null;
    if (role === 'anonymous') return 'UNAUTHENTICATED';
    if (role === 'account') return access === 'account' ? null : 'USER_NOT_REGISTERED';
    if (!isTokenRole(role)) return access === 'admin' && role !== 'admin' ? 'FORBIDDEN' : null;
    if (call.changes && role === 'readToken') return 'API_TOKEN_READ_ONLY';
    if (access === 'admin' && role !== 'adminToken') return 'FORBIDDEN';
    if (call.signedInSession || REFUSED_TO_TOKENS_BY_INPUT.has(call.operation)) return 'API_TOKEN_NOT_ALLOWED';
    return null;
  };
  const REFUSAL_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'USER_NOT_REGISTERED', 'API_TOKEN_READ_ONLY', 'API_TOKEN_NOT_ALLOWED', 'API_TOKEN_INVALID', 'API_TOKEN_NO_ADMIN_SCOPE'];

  it.each(ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))('REST %s', async (name, route) => {
    const call = { changes: route.method !== 'get' && !route.readOnly, signedInSession: route.signedInSession === true, operation: name };
    for (const role of ROLES) {
      const { status, body } = await api.call(route.method.toUpperCase(), route.path, { token: await tokenFor(role), body: route.method === 'get' || route.method === 'delete' ? undefined : {} });
      const expected = refusal(route.access, role, call);
      if (expected === null) expect({ role, refused: [401, 403].includes(status) || REFUSAL_CODES.includes(body?.code) }).toEqual({ role, refused: false });
      else {
        expect([role, status, body.code]).toEqual([role, ERROR_CATALOGUE[expected as ErrorCode].status, expected]);
        expect(body.error).toEqual(expect.any(String));
      }
    }
  });

  const SAMPLE_BONUS = {
    name: 'Vzorový bonus', description: '<p>Popis</p>', startTimestamp: 1_800_000_000, endTimestamp: 1_800_010_800, expectedValue: 100, neededCapital: 0,
    stepList: [], urlBonusConditions: 'https://example.cz/p', urlLink: 'https://example.cz/b', riskRate: 1, companyId: 1, bonusTypeName: 'bank',
  };
  /** Valid arguments per operation, so that the access rule (not input validation) decides. */
  const SAMPLE_VARIABLES: Record<string, Record<string, unknown>> = {
    registerUser: { input: { name: 'Tester', firstName: 'Test', lastName: 'Testovací', birthTimestamp: 631152000, ...GRAPHQL_REGISTRATION_CONSENTS } },
    updateUser: { input: { name: 'Tester 2' } },
    requestPasswordReset: { email: 'nobody@example.cz' },
    createOrder: { input: { tierId: 2, subscriptionScope: 'registration' } },
    order: { id: '00000000-0000-0000-0000-000000000000' },
    orderStatus: { id: '00000000-0000-0000-0000-000000000000' },
    orderPaywallUrl: { id: '00000000-0000-0000-0000-000000000000' },
    orderStatusManual: { id: '00000000-0000-0000-0000-000000000000' },
    orderManagingUrl: { redirectionUrl: 'http://localhost:4200/dashboard/settings' },
    promoCode: { code: 'NEEXISTUJE' },
    bonus: { id: 1 },
    hideBonus: { id: 1 },
    recordBonusProgress: { bonusId: 1, stepIdx: 1 },
    completeBonus: { input: { bonusId: 1, reachedProfit: 100 } },
    bonusHistory: { input: { timePeriod: 'all' } },
    updateBonusHistoryEntry: { input: { id: 1, reachedProfit: 100, note: null, confirmUnusual: null } },
    returnBonus: { historyId: 1 },
    bonusHistoryStats: { timePeriod: 'year' },
    referralPage: { referralCode: 'NEEXISTUJE1' },
    sendReferralEmail: { email: 'navstevnik@example.cz', referralCode: 'NEEXISTUJE1' },
    transactionStats: { timePeriod: 'year' },
    transactions: { page: { currentPage: 1, itemsPerPage: 10 } },
    referredUsers: { page: { currentPage: 1 } },
    newsletters: { page: { currentPage: 1 } },
    adminPromoCodes: { page: { itemsPerPage: 50 } },
    pendingEarnings: { page: { currentPage: 2 } },
    withdraw: { amount: 100, bankAccount: '19-2000145399/0800' },
    investments: { investmentCategoryId: 1 },
    investment: { id: 1 },
    saveFaq: { input: { faqCategoryName: 'Testy', question: 'Otázka?', answer: 'Odpověď.' } },
    reorderFaqs: { ids: [1] },
    saveInvestmentCategory: {
      input: { name: 'Test', color: '#123456', subtitle: 's', shortDescription: 's', description: 'd', prosList: [], consList: [], avgExpectedReturn: 5, avgRiskRate: 2 },
    },
    saveInvestmentProduct: {
      input: {
        investmentCategoryId: 1, companyName: 'Firma', name: 'Produkt', description: 'd', prosList: [], consList: [], expectedReturn: 5, investHorizontId: 2,
        neededCapital: 1000, riskRate: 2, stepList: [], urlLink: 'https://example.cz', recommended: false,
      },
    },
    reorderInvestments: { ids: [1], products: false },
    adminBonuses: { currentPage: 1 },
    adminBonus: { id: 1 },
    createBonus: { input: SAMPLE_BONUS },
    updateBonus: { input: { ...SAMPLE_BONUS, id: 1 } },
    setBonusVisibility: { id: 1, visible: true },
    adminUsers: { input: { search: 'demo' } },
    adminUser: { id: '00000000-0000-4000-8000-000000000000' },
    updateAdminUser: { input: { id: '00000000-0000-4000-8000-000000000000', active: true } },
    setAdminRights: { input: { id: '00000000-0000-4000-8000-000000000000', admin: true, reason: 'Nový správce' } },
    deleteAdminUser: { id: '00000000-0000-4000-8000-000000000000' },
    adminPayouts: { month: '2026-11' },
    payoutBatchFile: { batchId: 1 },
    exportPayoutBatch: { month: '2026-11', payoutIds: null },
    markPayoutBatchPaid: { batchId: 1, paidOn: '2026-11-05' },
    markPayoutFailed: { payoutId: 1, reason: 'Účet neexistuje' },
    approveAdminUser: { id: '00000000-0000-4000-8000-000000000000' },
    sendNewsletter: { input: { subject: 'Novinky', html: '<p>Text</p>' } },
    webhookDeliveries: { endpointId: 1 },
    createApiToken: { input: { name: 'Tabulka', expiresInDays: 30, scopes: ['read'] } },
    revokeApiToken: { id: 1 },
    createWebhookEndpoint: { input: { url: 'https://hooks.example.cz/in', events: ['order.paid'] } },
    setWebhookEndpointEnabled: { id: 1, enabled: false },
    deleteWebhookEndpoint: { id: 1 },
    sendTestWebhook: { id: 1, eventType: 'order.paid' },
    adminUsersCsv: { input: { search: 'x' } },
    monthlyReport: { month: '2026-10' },
    taxReport: { year: 2025 },
    taxSummary: { year: 2025 },
    taxReportCsv: { year: 2025 },
    taxReportPdf: { year: 2025 },
    membershipReceiptPdf: { paymentId: 'local:00000000-0000-4000-8000-000000000000:first' },
    saveReminderSettings: { input: { expiring: true, renewals: false, followedTypes: ['bank'], termsChanges: null } },
    createPromoCode: { input: { code: 'PRISTUP-TEST', discountPercent: 10, months: 1 } },
    endPromoCode: { id: 1 },
    reviewEarnings: { id: 1, approve: true },
    saveSiteSettings: { input: DEFAULT_SITE_SETTINGS },
    createMemberAccount: { input: { companyId: 1, openedTimestamp: 1_600_000_000 } },
    updateMemberAccount: { input: { id: 1, closedTimestamp: 1_650_000_000 } },
    deleteMemberAccount: { id: 1 },
    bonusTerms: { bonusId: 1 },
    remindWhenEligible: { bonusId: 1 },
    forgetEligibilityReminder: { bonusId: 1 },
    deleteBankStatement: { id: 1 },
    // A token of the wrong shape: access is decided before the input, and no bank is called.
    connectBank: { input: { provider: 'fio', token: 'not-a-token' } },
    syncBankConnection: { id: 1 },
    removeBankConnection: { id: 1 },
    offerValues: { bonusId: 1 },
    bonusValue: { input: { bonusAmount: 500, deposit: 500, wageringMultiplier: 20, wageringBase: 'bonus', contributionPercent: 100, maxBet: 100, rtp: 96 } },
    pauseCasinos: { days: 7 },
    updateCompany: { input: { id: 1, kind: 'bank', bankCode: '0800' } },
    recordOperatorStatus: { input: { companyId: 1, status: 'closed', sinceTimestamp: 1_700_000_000 } },
  };

  it('GraphQL: every query and mutation', async () => {
    const schema = await buildApiSchema();
    const operations = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({ kind: 'query', field: f })),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({ kind: 'mutation', field: f })),
    ];
    for (const { kind, field } of operations) {
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const vars = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
      const query = `${kind}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
      if (field.args.length) expect({ op: field.name, hasSample: field.name in SAMPLE_VARIABLES }).toEqual({ op: field.name, hasSample: true });
      const variables = SAMPLE_VARIABLES[field.name] ?? {};
      const call = { changes: kind === 'mutation', signedInSession: field.extensions.signedInSession === true, operation: field.name };
      for (const role of ROLES) {
        const { body } = await api.call('POST', '/graphql', { token: await tokenFor(role), body: { query, variables } });
        const code = body.errors?.[0]?.extensions?.code;
        const expected = refusal(field.extensions.access as Access, role, call);
        if (expected === null) expect({ op: field.name, role, refused: REFUSAL_CODES.includes(code) }).toEqual({ op: field.name, role, refused: false });
        else expect({ op: field.name, role, code }).toEqual({ op: field.name, role, code: expected });
      }
    }
    // Every operation by every role, one after another: it grows with the schema, so it gets its own time.
  }, 240_000);
});
