import { writtenSymbols, symbolsInTexts } from '@bonus/domain';
import { camtCounterparty, camtSymbols } from './camt053-parties';
import { accountOfIban, CamtNode, camtNode, camtNodes, camtText, camtTexts, parseCamtXml } from './camt053-xml';
import { ParsedStatement, SkippedEntry, StatementAccount, StatementEntry, StatementFormatError, STATEMENT_CURRENCY, foreignCurrencyMessage } from './parsed-statement';

/**
 * CAMT.053 (ISO 20022 "Bank to Customer Statement", camt.053.001.02 to 001.08) as Czech banks write it. The
 * account's currency is checked first: a statement not in CZK is refused for that, before anything else of it
 * is judged. Only booked entries (`Sts` BOOK) are imported; the others are listed as skipped. A file of several
 * statements of one account is read as one.
 */
export function parseCamt053(xml: string): ParsedStatement {
  const statements = camtNodes(camtNode(camtNode(parseCamtXml(xml), 'Document'), 'BkToCstmrStmt'), 'Stmt');
  if (!statements.length) throw new StatementFormatError('Soubor není výpis CAMT.053: chybí prvek Document/BkToCstmrStmt/Stmt.');
  const currency = statementCurrency(statements);
  if (currency !== STATEMENT_CURRENCY) throw new StatementFormatError(foreignCurrencyMessage(currency));
  const accounts = statements.map((statement, index) => statementAccount(statement, index + 1));
  const first = accounts[0];
  if (accounts.some((account) => account.prefix !== first.prefix || account.number !== first.number || account.bankCode !== first.bankCode)) {
    throw new StatementFormatError('Soubor obsahuje výpisy více účtů; nahrajte prosím každý účet zvlášť.');
  }
  const entries: StatementEntry[] = [];
  const skipped: SkippedEntry[] = [];
  let position = 0;
  statements.forEach((statement, statementIndex) =>
    camtNodes(statement, 'Ntry').forEach((entry, entryIndex) => {
      position += 1;
      const read = readEntry(entry, `Stmt[${statementIndex + 1}]/Ntry[${entryIndex + 1}]`, position);
      if ('reason' in read) skipped.push(read);
      else entries.push(read);
    }),
  );
  const periods = statements.map((statement) => period(statement, entries));
  return { format: 'camt053', account: first, from: periods.map((p) => p.from).sort()[0], to: periods.map((p) => p.to).sort().at(-1)!, entries, skipped };
}

/**
 * The currency of the statements: the account's (`Acct/Ccy`) or a balance's where given, else their entries'
 * when none is in CZK; CZK when the file says nothing. Any other currency named for the account decides.
 */
function statementCurrency(statements: readonly CamtNode[]): string {
  const declared = statements.flatMap((statement) => [camtText(camtNode(statement, 'Acct').Ccy), ...camtNodes(statement, 'Bal').map((balance) => currencyOf(camtNode(balance, 'Amt')))]);
  const named = declared.filter((code): code is string => !!code).map((code) => code.toUpperCase());
  if (named.length) return named.find((code) => code !== STATEMENT_CURRENCY) ?? STATEMENT_CURRENCY;
  const ofEntries = statements.flatMap((statement) => camtNodes(statement, 'Ntry').map((entry) => currencyOf(camtNode(entry, 'Amt')) ?? STATEMENT_CURRENCY));
  return ofEntries.length && !ofEntries.includes(STATEMENT_CURRENCY) ? ofEntries[0] : STATEMENT_CURRENCY;
}

const currencyOf = (amount: CamtNode) => camtText(amount['@Ccy'])?.toUpperCase();

function statementAccount(statement: CamtNode, position: number): StatementAccount {
  const id = camtNode(camtNode(statement, 'Acct'), 'Id');
  const iban = camtText(id.IBAN);
  if (iban) return accountOfIban(iban);
  const other = camtText(camtNode(id, 'Othr').Id);
  if (other) return { prefix: '', number: other, bankCode: null };
  throw new StatementFormatError(`Výpis ${position}: chybí číslo účtu (Stmt/Acct/Id/IBAN).`);
}

function readEntry(entry: CamtNode, path: string, position: number): StatementEntry | SkippedEntry {
  const reference = camtText(entry.AcctSvcrRef) ?? camtText(entry.NtryRef) ?? camtText(camtNode(camtNode(camtNode(entry, 'NtryDtls'), 'TxDtls'), 'Refs').AcctSvcrRef);
  const status = camtText(entry.Sts) ?? camtText(camtNode(entry, 'Sts').Cd);
  if (status && status !== 'BOOK') return { position: `pohyb ${position}`, reference: reference ?? null, reason: 'not_booked' };
  const amountNode = camtNode(entry, 'Amt');
  const currency = currencyOf(amountNode) ?? STATEMENT_CURRENCY;
  if (currency !== STATEMENT_CURRENCY) return { position: `pohyb ${position}`, reference: reference ?? null, reason: 'other_currency' };
  const amountText = camtText(entry.Amt) ?? '';
  const amount = halereOf(amountText);
  if (amount === null) throw new StatementFormatError(`${path}/Amt: částka „${amountText}“ není kladné číslo (nejvýše pět desetinných míst).`);
  const direction = camtText(entry.CdtDbtInd);
  if (direction !== 'CRDT' && direction !== 'DBIT') throw new StatementFormatError(`${path}/CdtDbtInd: čekáme CRDT nebo DBIT, ne „${direction ?? ''}“.`);
  const bookedOn = isoDay(camtText(camtNode(entry, 'BookgDt').Dt) ?? camtText(camtNode(entry, 'BookgDt').DtTm), `${path}/BookgDt`);
  const details = camtNodes(camtNode(entry, 'NtryDtls'), 'TxDtls');
  const counterparty = details.map((detail) => camtCounterparty(detail, direction)).find((party) => party.name || party.account) ?? { name: null, account: null };
  const remittance = details.flatMap((detail) => camtTexts(camtNode(detail, 'RmtInf').Ustrd));
  const additional = [...details.flatMap((detail) => camtTexts(detail.AddtlTxInf)), ...camtTexts(entry.AddtlNtryInf)];
  // A bank that writes the same text as remittance and as additional information (the ČBA layout) shows it once.
  const texts = [...new Set([...remittance, ...additional])];
  const symbols = camtSymbols(details[0] ?? {}, texts);
  const shown = symbolsInTexts(texts);
  const addedSymbols = writtenSymbols({
    variable: shown.variable === symbols.variable ? null : symbols.variable,
    constant: shown.constant === symbols.constant ? null : symbols.constant,
    specific: shown.specific === symbols.specific ? null : symbols.specific,
  });
  return {
    reference: reference ?? `#${position}`,
    bookedOn,
    amountHalere: (direction === 'DBIT' ? -1 : 1) * amount,
    currency,
    bankTransactionCode: bankTransactionCode(camtNode(entry, 'BkTxCd')),
    counterpartyName: counterparty.name,
    counterpartyAccount: counterparty.account,
    symbols,
    description: [...texts, ...addedSymbols].join(' · ') || counterparty.name || '',
    merchantCategoryCode: /(?<![\p{L}\p{N}])MCC[:\s]*(\d{4})(?!\d)/u.exec(texts.join(' '))?.[1] ?? null,
  };
}

/** Haléře of an ISO 20022 amount: up to 18 digits and five decimals, trailing zeros allowed ("8.850"); rounded half up. */
export function halereOf(amount: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,5}))?$/.exec(amount);
  if (!match) return null;
  const decimals = (match[2] ?? '').padEnd(5, '0');
  const halere = Number(match[1]) * 100 + Number(decimals.slice(0, 2)) + (Number(decimals.slice(2)) >= 500 ? 1 : 0);
  return Number.isSafeInteger(halere) ? halere : null;
}

/** "PMNT/CCRD/POSD" from Domn/Cd, Domn/Fmly/Cd and Domn/Fmly/SubFmlyCd; the proprietary code when that is all there is. */
function bankTransactionCode(code: CamtNode): string | null {
  const domain = camtNode(code, 'Domn');
  const family = camtNode(domain, 'Fmly');
  const parts = [camtText(domain.Cd), camtText(family.Cd), camtText(family.SubFmlyCd)];
  if (parts.every(Boolean)) return parts.join('/');
  return camtText(camtNode(code, 'Prtry').Cd) ?? null;
}

function period(statement: CamtNode, entries: readonly StatementEntry[]): { from: string; to: string } {
  const range = camtNode(statement, 'FrToDt');
  const from = camtText(range.FrDtTm);
  const to = camtText(range.ToDtTm);
  if (from && to) return { from: isoDay(from, 'Stmt/FrToDt/FrDtTm'), to: isoDay(to, 'Stmt/FrToDt/ToDtTm') };
  const days = entries.map((entry) => entry.bookedOn).sort();
  const created = camtText(statement.CreDtTm);
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
