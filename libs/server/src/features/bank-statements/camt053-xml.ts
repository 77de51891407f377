import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { paddedAccount, StatementAccount, StatementFormatError } from './parsed-statement';

/**
 * Reading camt.053 XML with fast-xml-parser: namespaces dropped (every version's elements share their names),
 * every value kept as text, and the elements that may repeat always as arrays. The library's own (English)
 * messages never reach a member: a broken file is named by its line and column in Czech.
 */
export type CamtNode = Record<string, unknown>;

const REPEATED = new Set(['Stmt', 'Ntry', 'TxDtls', 'Bal', 'Ustrd', 'Strd', 'AddtlNtryInf', 'AddtlTxInf']);
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

export function parseCamtXml(xml: string): CamtNode {
  if (xml.trim() === '') throw new StatementFormatError('Soubor je prázdný.');
  // CAMT.053 has no document type; refusing one keeps entity expansion out of the parser's reach.
  if (/<!DOCTYPE/i.test(xml)) throw new StatementFormatError('Soubor obsahuje deklaraci DOCTYPE, kterou výpis CAMT.053 nemá.');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const column = Number.isInteger(valid.err.col) ? `, sloupec ${valid.err.col}` : '';
    throw new StatementFormatError(`Soubor není platné XML: chyba na řádku ${valid.err.line}${column}. Nahrajte prosím výpis tak, jak ho banka vydala.`);
  }
  try {
    return parser.parse(xml) as CamtNode;
  } catch {
    // The parser refuses a few things its validator lets through (odd processing instructions): still a broken file.
    throw new StatementFormatError('Soubor není platné XML. Nahrajte prosím výpis tak, jak ho banka vydala.');
  }
}

/** The first child of that name (an empty node when there is none). */
export function camtNode(parent: unknown, name: string): CamtNode {
  const single = camtNodes(parent, name)[0];
  return single ?? {};
}

/** Every child of that name that is an element. */
export function camtNodes(parent: unknown, name: string): CamtNode[] {
  const value = parent && typeof parent === 'object' ? (parent as CamtNode)[name] : undefined;
  return asArray(value).filter((item): item is CamtNode => !!item && typeof item === 'object');
}

export function asArray(value: unknown): unknown[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

/** An element's text, whether the parser gave a string or an object with attributes (`#text`). */
export function camtText(value: unknown): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  const raw = typeof single === 'string' ? single : single && typeof single === 'object' ? (single as CamtNode)['#text'] : undefined;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

/** The texts of a repeated element (`Ustrd`, `AddtlTxInf`), empty ones left out. */
export function camtTexts(value: unknown): string[] {
  return asArray(value)
    .map(camtText)
    .filter((line): line is string => !!line);
}

/** A Czech IBAN (CZkk + bank code 4 + prefix 6 + number 10) as its parts; any other IBAN stays whole. */
export function accountOfIban(iban: string): StatementAccount {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (/^CZ\d{22}$/.test(compact)) return paddedAccount(compact.slice(8, 14), compact.slice(14), compact.slice(4, 8));
  return { prefix: '', number: compact, bankCode: null };
}
