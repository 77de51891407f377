import { bankCodeOfBic, mergeSymbols, NO_PAYMENT_SYMBOLS, PaymentSymbols, symbolsInTexts, typedSymbol } from '@bonus/domain';
import { accountOfIban, camtNode, CamtNode, camtNodes, camtText } from './camt053-xml';
import type { StatementAccount } from './parsed-statement';

/**
 * Who the other side of a camt.053 entry is, as Czech banks write it. Money leaving goes to the creditor, money
 * coming in is from the debtor. The account is an IBAN, or a domestic number in `Othr/Id` ("19-2000145399",
 * Raiffeisenbank); the name is the party's (`Dbtr/Nm`, `Dbtr/Pty/Nm` in 001.08) or the account's (`DbtrAcct/Nm`);
 * the bank comes from the IBAN, else from the agent (`RltdAgts/DbtrAgt/FinInstnId`: `Othr/Id`, `ClrSysMmbId`, BIC).
 */
export interface CamtCounterparty {
  name: string | null;
  account: StatementAccount | null;
}

export function camtCounterparty(detail: CamtNode, direction: 'CRDT' | 'DBIT'): CamtCounterparty {
  const side = direction === 'DBIT' ? 'Cdtr' : 'Dbtr';
  const parties = camtNode(detail, 'RltdPties');
  const party = camtNode(parties, side);
  const partyAccount = camtNode(parties, `${side}Acct`);
  const name = camtText(party.Nm) ?? camtText(camtNode(party, 'Pty').Nm) ?? camtText(partyAccount.Nm) ?? null;
  const id = camtNode(partyAccount, 'Id');
  const iban = camtText(id.IBAN);
  if (iban) return { name, account: accountOfIban(iban) };
  const other = camtText(camtNode(id, 'Othr').Id);
  return { name, account: other ? domesticAccount(other, agentBankCode(camtNode(camtNode(detail, 'RltdAgts'), `${side}Agt`))) : null };
}

/**
 * "19-2000145399", "000019-2000145399/0800", "2000145399": prefix, number and the bank code written with it; an
 * IBAN as an IBAN; anything else (a foreign or masked number) kept whole, as a non-Czech IBAN is: the bank named
 * another account, so the entry is a transfer.
 */
function domesticAccount(written: string, agentCode: string | null): StatementAccount {
  const compact = written.replace(/\s+/g, '');
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/i.test(compact)) return accountOfIban(compact);
  const match = /^(?:(\d{1,6})-)?(\d{1,10})(?:\/(\d{4}))?$/.exec(compact);
  if (!match) return { prefix: '', number: compact.toUpperCase(), bankCode: agentCode };
  const trim = (digits: string) => digits.replace(/^0+(?=\d)/, '');
  const prefix = match[1] ? trim(match[1]) : '';
  return { prefix: prefix === '0' ? '' : prefix, number: trim(match[2]), bankCode: match[3] ?? agentCode };
}

/** The bank of an agent: a four-digit code (`Othr/Id`, `ClrSysMmbId/MmbId`), else its BIC. */
function agentBankCode(agent: CamtNode): string | null {
  const institution = camtNode(agent, 'FinInstnId');
  const code = [camtText(camtNode(institution, 'Othr').Id), camtText(camtNode(institution, 'ClrSysMmbId').MmbId)].find((value) => value && /^\d{4}$/.test(value));
  if (code) return code;
  const bic = camtText(institution.BIC) ?? camtText(institution.BICFI);
  return bic ? bankCodeOfBic(bic) : null;
}

/**
 * The payment symbols of an entry: structured references (`Strd/CdtrRefInf/Ref` "VS:1101" or a bare number typed
 * VS/KS/SS), then the end-to-end reference ("/VS1101/SS/KS0308"), then the free texts.
 */
export function camtSymbols(detail: CamtNode, freeTexts: readonly string[]): PaymentSymbols {
  const typed: PaymentSymbols = { ...NO_PAYMENT_SYMBOLS };
  const labelled: string[] = [];
  for (const reference of camtNodes(camtNode(detail, 'RmtInf'), 'Strd')) {
    const creditor = camtNode(reference, 'CdtrRefInf');
    const value = camtText(creditor.Ref);
    if (!value) continue;
    const typeCode = camtNode(camtNode(creditor, 'Tp'), 'CdOrPrtry');
    const symbol = typedSymbol(camtText(typeCode.Prtry) ?? camtText(typeCode.Cd) ?? '', value);
    if (symbol) typed[symbol.field] ??= symbol.digits;
    else labelled.push(value);
  }
  const references = camtNode(detail, 'Refs');
  const endToEnd = [camtText(references.EndToEndId), camtText(references.InstrId)].filter((value): value is string => !!value && value !== 'NOTPROVIDED');
  return mergeSymbols(typed, symbolsInTexts([...labelled, ...endToEnd, ...freeTexts]));
}
