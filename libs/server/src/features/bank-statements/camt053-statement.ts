import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { paddedAccount, ParsedStatement, StatementAccount, StatementEntry, StatementFormatError } from './parsed-statement';

/**
 * CAMT.053 (ISO 20022 "Bank to Customer Statement", camt.053.001.02 and later), read with fast-xml-parser:
 * namespaces dropped (every version's elements share their names), every value kept as text. Only booked
 * entries (`Sts` BOOK) count; a file of several statements of one account is read as one.
 */
type Node = Record<string, unknown>;

const REPEATED = new Set(['Stmt', 'Ntry', 'TxDtls', 'Bal', 'Ustrd', 'AddtlNtryInf', 'AddtlTxInf']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => REPEATED.has(name),
});

export function parseCamt053(xml: string): ParsedStatement {
  // CAMT.053 has no document type; refusing one keeps entity expansion out of the parser's reach.
  if (/<!DOCTYPE/i.test(xml)) throw new StatementFormatError('Soubor obsahuje deklaraci DOCTYPE, kterou výpis CAMT.053 nemá.');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new StatementFormatError(`Soubor není platné XML: řádek ${valid.err.line}, sloupec ${valid.err.col} (${valid.err.msg}).`);
  const statements = asArray(node(node(parseXml(xml), 'Document'), 'BkToCstmrStmt').Stmt) as Node[];
  if (!statements.length) throw new StatementFormatError('Soubor není výpis CAMT.053: chybí prvek Document/BkToCstmrStmt/Stmt.');
  const accounts = statements.map((statement, index) => statementAccount(statement, index + 1));
  const first = accounts[0];
  if (accounts.some((account) => account.prefix !== first.prefix || account.number !== first.number || account.bankCode !== first.bankCode)) {
    throw new StatementFormatError('Soubor obsahuje výpisy více účtů; nahrajte prosím každý účet zvlášť.');
  }
  const entries = statements.flatMap((statement, index) => asArray(statement.Ntry).flatMap((entry, entryIndex) => toEntry(entry as Node, `Stmt[${index + 1}]/Ntry[${entryIndex + 1}]`)));
  const periods = statements.map((statement) => period(statement, entries));
  return {
    format: 'camt053',
    account: first,
    from: periods.map((p) => p.from).sort()[0],
    to: periods.map((p) => p.to).sort().at(-1)!,
    entries,
  };
}

/** The parser refuses a few things its validator lets through (odd processing instructions): still a broken file. */
function parseXml(xml: string): unknown {
  try {
    return parser.parse(xml);
  } catch (error) {
    throw new StatementFormatError(`Soubor není platné XML (${error instanceof Error ? error.message : String(error)}).`);
  }
}

function statementAccount(statement: Node, position: number): StatementAccount {
  const id = node(node(statement, 'Acct'), 'Id');
  const iban = text(id.IBAN);
  if (iban) return accountOfIban(iban);
  const other = text(node(id, 'Othr').Id);
  if (other) return { prefix: '', number: other, bankCode: null };
  throw new StatementFormatError(`Výpis ${position}: chybí číslo účtu (Stmt/Acct/Id/IBAN).`);
}

/** A Czech IBAN (CZkk + bank code 4 + prefix 6 + number 10) as its parts; any other IBAN stays whole. */
export function accountOfIban(iban: string): StatementAccount {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (/^CZ\d{22}$/.test(compact)) return paddedAccount(compact.slice(8, 14), compact.slice(14), compact.slice(4, 8));
  return { prefix: '', number: compact, bankCode: null };
}

function toEntry(entry: Node, path: string): StatementEntry[] {
  const status = text(entry.Sts) ?? text(node(entry, 'Sts').Cd);
  if (status && status !== 'BOOK') return [];
  const amountNode = entry.Amt;
  const amountText = text(amountNode);
  if (!amountText || !/^\d{1,15}(\.\d{1,2})?$/.test(amountText)) throw new StatementFormatError(`${path}/Amt: částka „${amountText ?? ''}“ není kladné číslo s nejvýše dvěma desetinnými místy.`);
  const direction = text(entry.CdtDbtInd);
  if (direction !== 'CRDT' && direction !== 'DBIT') throw new StatementFormatError(`${path}/CdtDbtInd: čekáme CRDT nebo DBIT, ne „${direction ?? ''}“.`);
  const bookedOn = isoDay(text(node(entry, 'BookgDt').Dt) ?? text(node(entry, 'BookgDt').DtTm), `${path}/BookgDt`);
  const details = asArray(node(entry, 'NtryDtls').TxDtls) as Node[];
  const detail = details[0] ?? {};
  const parties = node(detail, 'RltdPties');
  // Money leaving goes to the creditor; money coming in is from the debtor.
  const side = direction === 'DBIT' ? 'Cdtr' : 'Dbtr';
  const party = node(parties, side);
  const counterpartyName = text(party.Nm) ?? text(node(party, 'Pty').Nm) ?? null;
  const counterIban = text(node(node(parties, `${side}Acct`), 'Id').IBAN);
  const remittance = asArray(node(detail, 'RmtInf').Ustrd).map(text).filter((line): line is string => !!line);
  const additional = [...asArray(detail.AddtlTxInf), ...asArray(entry.AddtlNtryInf)].map(text).filter((line): line is string => !!line);
  const reference = text(entry.AcctSvcrRef) ?? text(node(detail, 'Refs').AcctSvcrRef) ?? text(entry.NtryRef);
  if (!reference) throw new StatementFormatError(`${path}: chybí reference banky (AcctSvcrRef), podle které se pozná už nahraná platba.`);
  return [
    {
      reference,
      bookedOn,
      amountHalere: (direction === 'DBIT' ? -1 : 1) * Math.round(Number(amountText) * 100),
      currency: text((amountNode as Node | undefined)?.['@Ccy']) ?? 'CZK',
      bankTransactionCode: bankTransactionCode(node(entry, 'BkTxCd')),
      counterpartyName,
      counterpartyAccount: counterIban ? accountOfIban(counterIban) : null,
      description: [...remittance, ...additional].join(' · ') || counterpartyName || '',
      merchantCategoryCode: /\bMCC[:\s]*(\d{4})\b/.exec(additional.join(' '))?.[1] ?? null,
    },
  ];
}

/** "PMNT/CCRD/POSD" from Domn/Cd, Domn/Fmly/Cd and Domn/Fmly/SubFmlyCd; the proprietary code when that is all there is. */
function bankTransactionCode(code: Node): string | null {
  const domain = node(code, 'Domn');
  const family = node(domain, 'Fmly');
  const parts = [text(domain.Cd), text(family.Cd), text(family.SubFmlyCd)];
  if (parts.every(Boolean)) return parts.join('/');
  return text(node(code, 'Prtry').Cd) ?? null;
}

function period(statement: Node, entries: readonly StatementEntry[]): { from: string; to: string } {
  const range = node(statement, 'FrToDt');
  const from = text(range.FrDtTm);
  const to = text(range.ToDtTm);
  if (from && to) return { from: isoDay(from, 'Stmt/FrToDt/FrDtTm'), to: isoDay(to, 'Stmt/FrToDt/ToDtTm') };
  const days = entries.map((entry) => entry.bookedOn).sort();
  const created = text(statement.CreDtTm);
  const fallback = created ? isoDay(created, 'Stmt/CreDtTm') : null;
  if (!days.length && !fallback) throw new StatementFormatError('Výpis neuvádí období (Stmt/FrToDt) ani datum vytvoření (Stmt/CreDtTm).');
  return { from: days[0] ?? fallback!, to: days.at(-1) ?? fallback! };
}

/** YYYY-MM-DD from an ISO date or date-time (the day as the bank wrote it). */
function isoDay(value: string | undefined, path: string): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  const date = match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (!match || !date || date.getUTCDate() !== Number(match[3]) || date.getUTCMonth() !== Number(match[2]) - 1) {
    throw new StatementFormatError(`${path}: „${value ?? ''}“ není platné datum.`);
  }
  return match.slice(1, 4).join('-');
}

function node(parent: unknown, name: string): Node {
  const value = parent && typeof parent === 'object' ? (parent as Node)[name] : undefined;
  const single = Array.isArray(value) ? value[0] : value;
  return single && typeof single === 'object' ? (single as Node) : {};
}

function asArray(value: unknown): unknown[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

/** An element's text, whether the parser gave a string or an object with attributes (`#text`). */
function text(value: unknown): string | undefined {
  const raw = typeof value === 'string' ? value : value && typeof value === 'object' ? (value as Node)['#text'] : undefined;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}
