import { COUNTED, formatCount, formatCzechDate, formatCzk, halereToWholeCzk } from '@bonus/domain';

/** An audit log entry as the sentence needs it: what was done, by whom, with which recorded data. */
export interface AuditRecord {
  action: string;
  actorName: string | null;
  details: unknown;
}

/** What the system did on its own is recorded under this prefix (libs/server audit.service SYSTEM_ACTION). */
const SYSTEM_PREFIX = 'system:';
/** Actions a member takes for themself rather than as an admin. */
const MEMBER_PREFIXES = ['member:', 'api-token:'];

const PAYOUTS = { one: 'výplata', few: 'výplaty', other: 'výplat' };

/** The site settings by their short names, in the order the settings page lists them; `kind` says how a value reads. */
const SETTINGS: readonly { key: string; label: string; kind: 'text' | 'count' | 'czk' | 'switch' }[] = [
  { key: 'siteName', label: 'Název webu', kind: 'text' },
  { key: 'siteEmail', label: 'E-mail webu', kind: 'text' },
  { key: 'maxBonusesPerUser', label: 'Max. bonusů na uživatele', kind: 'count' },
  { key: 'referralReward', label: 'Odměna doporučujícímu', kind: 'czk' },
  { key: 'minWithdrawal', label: 'Minimální výběr', kind: 'czk' },
  { key: 'maintenanceMode', label: 'Režim údržby', kind: 'switch' },
  { key: 'registrationEnabled', label: 'Registrace nových účtů', kind: 'switch' },
  { key: 'autoApproveUsers', label: 'Automatické schvalování členů', kind: 'switch' },
  { key: 'emailNotifications', label: 'E-mailová upozornění', kind: 'switch' },
];

/** One value at `path` inside the recorded data, or undefined when the data has another shape (an old or truncated entry). */
function at(details: unknown, ...path: string[]): unknown {
  let value = details;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
const quoted = (value: unknown) => (text(value) ? `„${text(value)}“` : undefined);
/** A record by its id: a number as "č. 12", a member's text id as "ID …" (shown whole: a log is read to find the record). */
const numbered = (value: unknown) => (whole(value) !== undefined ? `č. ${String(value)}` : text(value) ? `ID ${text(value)}` : '(neznámé číslo)');
const czechMonth = new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric' });
/** "2026-11" as "listopad 2026"; anything else as recorded. */
const monthName = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? czechMonth.format(new Date(`${value}-01T12:00:00`)) : text(value));
/** Haléře as whole Kč; nothing when the amount is not a whole number of haléře. */
const halere = (value: unknown) => (whole(value) !== undefined ? formatCzk(halereToWholeCzk(value as number)) : undefined);
const inBrackets = (value: string | undefined) => (value ? `(${value})` : undefined);
/** The parts that are there, with a space between: a missing name or amount leaves no gap. */
const words = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** Who acted: an admin, a member acting for themself, or the system on its own. */
export type AuditActor = 'admin' | 'member' | 'system';
export const AUDIT_ACTOR_LABELS: Record<AuditActor, string> = { admin: 'Správce', member: 'Člen', system: 'Systém' };

export function auditActor({ action }: Pick<AuditRecord, 'action'>): AuditActor {
  if (action.startsWith(SYSTEM_PREFIX)) return 'system';
  return MEMBER_PREFIXES.some((prefix) => action.startsWith(prefix)) ? 'member' : 'admin';
}

/** Who did it, as the sentence starts: an admin, a member acting for themself, or the system. */
function subject(record: AuditRecord): string {
  const { actorName } = record;
  const actor = auditActor(record);
  if (actor === 'system') return 'Systém';
  const role = AUDIT_ACTOR_LABELS[actor];
  if (actorName === null) return `${role} (smazaný účet)`;
  // An account named after its role (the demo admin "Správce") is not named twice.
  return actorName.toLocaleLowerCase('cs') === role.toLocaleLowerCase('cs') ? role : `${role} ${actorName}`;
}

/** A bonus by its name: the entry's own, else the newest earlier edit of the same bonus that named it, else its number. */
function bonusName(id: unknown, earlier: readonly AuditRecord[]): string {
  for (const entry of earlier) {
    const input = entry.action === 'graphql:updateBonus' ? at(entry.details, 'input') : entry.action === 'rest:PUT /bonus' ? at(entry.details, 'body') : undefined;
    if (input !== undefined && at(input, 'id') === id && quoted(at(input, 'name'))) return quoted(at(input, 'name')) as string;
  }
  return numbered(id);
}

/** A recorded reason after a colon, or nothing. */
const because = (reason: unknown) => (text(reason) ? `: ${text(reason)}` : '');
const member = (id: unknown) => `členovi ${numbered(id)}`;

function settingValue(kind: (typeof SETTINGS)[number]['kind'], value: unknown): string {
  if (kind === 'switch') return value === true ? 'zapnuto' : value === false ? 'vypnuto' : '–';
  if (kind === 'czk') return whole(value) !== undefined ? formatCzk(value as number) : '–';
  if (kind === 'count') return whole(value) !== undefined ? String(value) : '–';
  return quoted(value) ?? '–';
}

/** A settings save against the save before it in the log: what changed, old → new; without one, only that they were saved. */
function settingsSentence(details: unknown, earlier: readonly AuditRecord[]): string {
  const saved = at(details, 'input');
  const before = earlier.find((entry) => entry.action === 'graphql:saveSiteSettings' && typeof at(entry.details, 'input') === 'object');
  if (!before || typeof saved !== 'object' || saved === null) return 'uložil nastavení webu';
  const previous = at(before.details, 'input');
  const changes = SETTINGS.filter(({ key }) => at(saved, key) !== at(previous, key)).map(({ key, label, kind }) => `${label} ${settingValue(kind, at(previous, key))} → ${settingValue(kind, at(saved, key))}`);
  return changes.length === 0 ? 'uložil nastavení webu beze změny' : `změnil ${changes.join(', ')}`;
}

/** A change of a member's rights: granted or removed admin rights, blocked or allowed sign-in (either or both). */
function memberRightsSentence(details: unknown): string {
  const id = at(details, 'input', 'id');
  const changes = [
    at(details, 'input', 'admin') === true && 'udělil práva správce',
    at(details, 'input', 'admin') === false && 'odebral práva správce',
    at(details, 'input', 'active') === false && 'zablokoval přihlášení',
    at(details, 'input', 'active') === true && 'povolil přihlášení',
  ].filter(Boolean);
  return changes.length === 0 ? `upravil účet člena ${numbered(id)}` : `${changes.join(' a ')} ${member(id)}`;
}

/** What was done, by action; each reads only the data its action records and falls back where a field is missing. */
const PREDICATES: Record<string, (details: unknown, earlier: readonly AuditRecord[]) => string> = {
  'graphql:createBonus': (d) => words(at(d, 'input', 'draft') === true ? 'vytvořil koncept bonusu' : 'vytvořil bonus', quoted(at(d, 'input', 'name'))),
  'graphql:updateBonus': (d) => `upravil bonus ${quoted(at(d, 'input', 'name')) ?? numbered(at(d, 'input', 'id'))}`,
  'rest:POST /bonus': (d) => words('vytvořil bonus', quoted(at(d, 'body', 'name')), 'přes REST API'),
  'rest:PUT /bonus': (d) => `upravil bonus ${quoted(at(d, 'body', 'name')) ?? numbered(at(d, 'body', 'id'))} přes REST API`,
  'graphql:setBonusVisibility': (d, earlier) => `${at(d, 'visible') === false ? 'skryl' : 'zveřejnil'} bonus ${bonusName(at(d, 'id'), earlier)}`,
  'graphql:updateCompany': (d) => words('upravil provozovatele', numbered(at(d, 'input', 'id')), inBrackets(at(d, 'input', 'kind') === 'bank' ? 'banka' : at(d, 'input', 'kind') === 'casino' ? 'kasino' : undefined)),
  'graphql:updateAdminUser': (d) => memberRightsSentence(d),
  'members:setAdminRights': (d) =>
    `${at(d, 'admin') === false ? 'odebral' : 'udělil'} členovi ${text(at(d, 'email')) ?? numbered(at(d, 'userId'))} práva administrátora` + because(at(d, 'reason')),
  'graphql:approveAdminUser': (d) => `schválil registraci člena ${numbered(at(d, 'id'))}`,
  'graphql:deleteAdminUser': (d) => `smazal osobní údaje člena ${numbered(at(d, 'id'))}`,
  'graphql:saveFaq': (d) => words(at(d, 'input', 'id') == null ? 'přidal' : 'upravil', 'otázku FAQ', quoted(at(d, 'input', 'question'))),
  'graphql:reorderFaqs': () => 'změnil pořadí otázek FAQ',
  'graphql:saveInvestmentCategory': (d) => words(at(d, 'input', 'id') == null ? 'přidal' : 'upravil', 'kategorii investic', quoted(at(d, 'input', 'name'))),
  'graphql:saveInvestmentProduct': (d) => words(at(d, 'input', 'id') == null ? 'přidal' : 'upravil', 'investiční produkt', quoted(at(d, 'input', 'name'))),
  'graphql:reorderInvestments': (d) => `změnil pořadí ${at(d, 'products') === true ? 'investičních produktů' : 'kategorií investic'}`,
  'graphql:reviewEarnings': (d) => `${at(d, 'approve') === false ? 'zamítl' : 'schválil'} výdělek ke kontrole ${numbered(at(d, 'id'))}`,
  'graphql:sendNewsletter': (d) => words('odeslal newsletter', quoted(at(d, 'input', 'subject'))),
  'graphql:createPromoCode': (d) => words('vytvořil slevový kód', text(at(d, 'input', 'code')), inBrackets(whole(at(d, 'input', 'discountPercent')) !== undefined ? `sleva ${String(at(d, 'input', 'discountPercent'))}\u00a0%` : undefined)),
  'graphql:endPromoCode': (d) => `ukončil slevový kód ${numbered(at(d, 'id'))}`,
  'graphql:saveSiteSettings': settingsSentence,
  'graphql:createWebhookEndpoint': (d) => words('přidal webhook', text(at(d, 'input', 'url'))),
  'graphql:setWebhookEndpointEnabled': (d) => `${at(d, 'enabled') === false ? 'vypnul' : 'zapnul'} webhook ${numbered(at(d, 'id'))}`,
  'graphql:deleteWebhookEndpoint': (d) => `odebral webhook ${numbered(at(d, 'id'))}`,
  'graphql:sendTestWebhook': (d) => words('poslal zkušební událost', text(at(d, 'eventType')), 'na webhook', numbered(at(d, 'id'))),
  'graphql:adminSignInToken': () => 'přešel z členské sekce do administrace',
  'payouts:exportBatch': (d) => {
    const count = Array.isArray(at(d, 'payouts')) ? (at(d, 'payouts') as unknown[]).length : undefined;
    const summary = [count !== undefined ? formatCount(count, PAYOUTS) : undefined, halere(at(d, 'totalHalere'))].filter(Boolean).join(', ');
    return words('vytvořil dávku výplat', numbered(at(d, 'batchId')), monthName(at(d, 'month')) && `za ${monthName(at(d, 'month'))}`, inBrackets(summary));
  },
  'payouts:markBatchPaid': (d) => {
    const paidOn = text(at(d, 'paidOn'));
    const day = paidOn && !Number.isNaN(Date.parse(paidOn)) ? formatCzechDate(new Date(`${paidOn}T12:00:00`)) : paidOn;
    return words('označil dávku výplat', numbered(at(d, 'batchId')), 'jako vyplacenou', day);
  },
  'payouts:markFailed': (d) => words('označil výplatu', numbered(at(d, 'payoutId')), inBrackets(halere(at(d, 'amountHalere'))), 'jako vrácenou bankou') + because(at(d, 'reason')),
  'api-token:create': (d) => `vytvořil API token ${quoted(at(d, 'name')) ?? numbered(at(d, 'tokenId'))}`,
  'api-token:revoke': (d) => `zrušil API token ${numbered(at(d, 'tokenId'))}`,
  'member:casino_pause': (d) => words('si pozastavil kasinové nabídky', whole(at(d, 'days')) !== undefined && `na ${formatCount(at(d, 'days') as number, COUNTED.day)}`),
  'system:refundDue': (d) => words('má vrátit platbu', numbered(at(d, 'paymentId')), inBrackets(halere(at(d, 'amountHalere')))) + because(at(d, 'reason')),
  'system:refunded': (d) => words('vrátil platbu', numbered(at(d, 'paymentId')), inBrackets(halere(at(d, 'amountHalere')))),
};

/**
 * One audit entry as a Czech sentence ("Správce jan@… zveřejnil bonus „Moneta“"). `earlier` are the entries
 * recorded before it (the log is newest first): they let a settings save say what it changed and a bonus
 * shown by its id be named. An action this list does not know yet is named as recorded, never guessed at.
 */
export function auditSentence(entry: AuditRecord, earlier: readonly AuditRecord[] = []): string {
  const predicate = PREDICATES[entry.action];
  return `${subject(entry)} ${predicate ? predicate(entry.details, earlier) : `provedl akci ${entry.action}`}.`;
}
