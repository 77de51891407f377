import { auditSentence, type AuditRecord } from './audit-sentence';

const admin = (action: string, details: unknown): AuditRecord => ({ action, actorName: 'jan@bonusklub.cz', details });
const said = (action: string, details: unknown, earlier: AuditRecord[] = []) => auditSentence(admin(action, details), earlier);

const SETTINGS = { siteName: 'Bonus Klub', siteEmail: 'info@bonusklub.cz', maintenanceMode: false, registrationEnabled: true, autoApproveUsers: true, emailNotifications: true, maxBonusesPerUser: 5, referralReward: 100, minWithdrawal: 400 };

/**
 * Every action the api records, with data shaped as it records it: admin GraphQL mutations as `graphql:<field>` with
 * their arguments (apps/api/src/graphql/audit.ts), admin REST changes as `rest:<METHOD> <path>` with
 * { query, body, params } (apps/api/src/rest/route-table.ts), and the services' own recordAudit calls in libs/server.
 */
const EVERY_ACTION: [action: string, details: unknown, sentence: string][] = [
  ['graphql:createBonus', { input: { name: 'Moneta', draft: true } }, 'Správce jan@bonusklub.cz vytvořil koncept bonusu „Moneta“.'],
  ['graphql:updateBonus', { input: { id: 12, name: 'Moneta' } }, 'Správce jan@bonusklub.cz upravil bonus „Moneta“.'],
  ['rest:POST /bonus', { query: {}, body: { name: 'Air Bank' }, params: {} }, 'Správce jan@bonusklub.cz vytvořil bonus „Air Bank“ přes REST API.'],
  ['rest:PUT /bonus', { query: {}, body: { id: 3, name: 'Air Bank' }, params: {} }, 'Správce jan@bonusklub.cz upravil bonus „Air Bank“ přes REST API.'],
  ['graphql:setBonusVisibility', { id: 12, visible: false }, 'Správce jan@bonusklub.cz skryl bonus č. 12.'],
  ['graphql:updateCompany', { input: { id: 7, kind: 'casino', bankCode: null } }, 'Správce jan@bonusklub.cz upravil provozovatele č. 7 (kasino).'],
  ['graphql:updateAdminUser', { input: { id: 'u-81', admin: false } }, 'Správce jan@bonusklub.cz odebral práva správce členovi ID u-81.'],
  ['members:setAdminRights', { userId: 'u-81', email: 'eva@example.cz', admin: true, reason: 'Nová kolegyně v podpoře' }, 'Správce jan@bonusklub.cz udělil členovi eva@example.cz práva administrátora: Nová kolegyně v podpoře.'],
  ['members:setAdminRights', { userId: 'u-81', email: null, admin: false, reason: 'Odchod z týmu' }, 'Správce jan@bonusklub.cz odebral členovi ID u-81 práva administrátora: Odchod z týmu.'],
  ['graphql:approveAdminUser', { id: 'u-81' }, 'Správce jan@bonusklub.cz schválil registraci člena ID u-81.'],
  ['graphql:deleteAdminUser', { id: 'u-81' }, 'Správce jan@bonusklub.cz smazal osobní údaje člena ID u-81.'],
  ['graphql:saveFaq', { input: { question: 'Jak vybrat peníze?', answer: '…' } }, 'Správce jan@bonusklub.cz přidal otázku FAQ „Jak vybrat peníze?“.'],
  ['graphql:reorderFaqs', { ids: [3, 1, 2] }, 'Správce jan@bonusklub.cz změnil pořadí otázek FAQ.'],
  ['graphql:saveInvestmentCategory', { input: { id: 2, name: 'ETF' } }, 'Správce jan@bonusklub.cz upravil kategorii investic „ETF“.'],
  ['graphql:saveInvestmentProduct', { input: { name: 'Fond S&P 500' } }, 'Správce jan@bonusklub.cz přidal investiční produkt „Fond S&P 500“.'],
  ['graphql:reorderInvestments', { ids: [2, 1], products: true }, 'Správce jan@bonusklub.cz změnil pořadí investičních produktů.'],
  ['graphql:reviewEarnings', { id: 55, approve: false }, 'Správce jan@bonusklub.cz zamítl výdělek ke kontrole č. 55.'],
  ['graphql:sendNewsletter', { input: { subject: 'Novinky v listopadu', html: '<p>…</p>' } }, 'Správce jan@bonusklub.cz odeslal newsletter „Novinky v listopadu“.'],
  ['graphql:createPromoCode', { input: { code: 'LETO25', discountPercent: 25, months: 3 } }, 'Správce jan@bonusklub.cz vytvořil slevový kód LETO25 (sleva 25\u00a0%).'],
  ['graphql:endPromoCode', { id: 4 }, 'Správce jan@bonusklub.cz ukončil slevový kód č. 4.'],
  ['graphql:saveSiteSettings', { input: SETTINGS }, 'Správce jan@bonusklub.cz uložil nastavení webu.'],
  ['graphql:createWebhookEndpoint', { input: { url: 'https://hooks.example.cz/in', events: ['order.paid'] } }, 'Správce jan@bonusklub.cz přidal webhook https://hooks.example.cz/in.'],
  ['graphql:setWebhookEndpointEnabled', { id: 4, enabled: false }, 'Správce jan@bonusklub.cz vypnul webhook č. 4.'],
  ['graphql:deleteWebhookEndpoint', { id: 4 }, 'Správce jan@bonusklub.cz odebral webhook č. 4.'],
  ['graphql:sendTestWebhook', { id: 4, eventType: 'order.paid' }, 'Správce jan@bonusklub.cz poslal zkušební událost order.paid na webhook č. 4.'],
  ['graphql:adminSignInToken', {}, 'Správce jan@bonusklub.cz přešel z členské sekce do administrace.'],
  [
    'payouts:exportBatch',
    { batchId: 9, month: '2026-11', payouts: [1, 2, 3], totalHalere: 150_000 },
    'Správce jan@bonusklub.cz vytvořil dávku výplat č. 9 za listopad 2026 (3\u00a0výplaty, 1\u00a0500\u00a0Kč).',
  ],
  ['payouts:markBatchPaid', { batchId: 9, paidOn: '2026-11-20', payouts: [1, 2, 3] }, 'Správce jan@bonusklub.cz označil dávku výplat č. 9 jako vyplacenou 20.\u00a011.\u00a02026.'],
  ['payouts:markFailed', { payoutId: 2, reason: 'Neexistující účet', amountHalere: 50_000 }, 'Správce jan@bonusklub.cz označil výplatu č. 2 (500\u00a0Kč) jako vrácenou bankou: Neexistující účet.'],
  ['api-token:create', { tokenId: 6, name: 'Účetnictví', scopes: ['read'], expiresAt: null }, 'Člen jan@bonusklub.cz vytvořil API token „Účetnictví“.'],
  ['api-token:revoke', { tokenId: 6 }, 'Člen jan@bonusklub.cz zrušil API token č. 6.'],
  ['member:casino_pause', { userId: 'u-81', days: 30, previousUntil: null, until: '2026-12-25T10:00:00.000Z' }, 'Člen jan@bonusklub.cz si pozastavil kasinové nabídky na 30\u00a0dní.'],
  ['system:refundDue', { paymentId: 31, orderId: 30, amountHalere: 29_900, reason: 'generation_full' }, 'Systém má vrátit platbu č. 31 (299\u00a0Kč): generation_full.'],
  ['system:refunded', { paymentId: 31, orderId: 30, amountHalere: 29_900, reason: 'generation_full' }, 'Systém vrátil platbu č. 31 (299\u00a0Kč).'],
];

describe('auditSentence', () => {
  it.each(EVERY_ACTION)('says %s in Czech', (action, details, sentence) => {
    // formatCzechDate's spacing is the domain's; compare with ordinary spaces where the test wrote them.
    expect(said(action, details).replace(/\u00a0/g, ' ')).toBe(sentence.replace(/\u00a0/g, ' '));
  });

  it('says what a settings save changed against the save before it, money in Kč', () => {
    const before = admin('graphql:saveSiteSettings', { input: SETTINGS });
    const other = admin('graphql:reorderFaqs', { ids: [1] });
    expect(said('graphql:saveSiteSettings', { input: { ...SETTINGS, minWithdrawal: 500 } }, [other, before])).toBe('Správce jan@bonusklub.cz změnil Minimální výběr 400\u00a0Kč → 500\u00a0Kč.');
    expect(said('graphql:saveSiteSettings', { input: { ...SETTINGS, maintenanceMode: true, maxBonusesPerUser: 8 } }, [before])).toBe(
      'Správce jan@bonusklub.cz změnil Max. bonusů na uživatele 5 → 8, Režim údržby vypnuto → zapnuto.',
    );
    expect(said('graphql:saveSiteSettings', { input: SETTINGS }, [before])).toBe('Správce jan@bonusklub.cz uložil nastavení webu beze změny.');
  });

  it('names a bonus shown or hidden by its id from an earlier edit of it', () => {
    const edit = admin('graphql:updateBonus', { input: { id: 12, name: 'Moneta' } });
    expect(said('graphql:setBonusVisibility', { id: 12, visible: true }, [edit])).toBe('Správce jan@bonusklub.cz zveřejnil bonus „Moneta“.');
    expect(said('graphql:setBonusVisibility', { id: 13, visible: true }, [edit])).toBe('Správce jan@bonusklub.cz zveřejnil bonus č. 13.');
  });

  it('says both changes of a member at once, who did it when the account is gone, and a role-named account once', () => {
    expect(said('graphql:updateAdminUser', { input: { id: 'u-81', admin: true, active: false } })).toBe('Správce jan@bonusklub.cz udělil práva správce a zablokoval přihlášení členovi ID u-81.');
    expect(auditSentence({ action: 'graphql:reorderFaqs', actorName: null, details: {} })).toBe('Správce (smazaný účet) změnil pořadí otázek FAQ.');
    expect(auditSentence({ action: 'graphql:reorderFaqs', actorName: 'Správce', details: {} })).toBe('Správce změnil pořadí otázek FAQ.');
  });

  it('names an action it does not know as recorded, and survives data of another shape (old or truncated entries)', () => {
    expect(said('graphql:somethingNew', { input: { x: 1 } })).toBe('Správce jan@bonusklub.cz provedl akci graphql:somethingNew.');
    for (const [action] of EVERY_ACTION) {
      for (const details of [null, 'text', { truncated: '{"input":{"na' }, { input: null }, [1, 2]]) expect(said(action, details)).toMatch(/^(Správce|Člen|Systém) .+\.$/);
    }
    expect(said('payouts:markFailed', { payoutId: 2, amountHalere: 12.5 })).toBe('Správce jan@bonusklub.cz označil výplatu č. 2 jako vrácenou bankou.');
  });
});
