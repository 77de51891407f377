import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An entry of a fake Fio account, in plain words; served as Fio's columns. */
export interface FakeFioTransaction {
  /** column22, ID pohybu. */
  id: number;
  /** YYYY-MM-DD (column0, written with Prague's offset as Fio does). */
  date: string;
  /** Kč, negative when money leaves (column1). */
  amount: number;
  currency?: string;
  counterAccount?: string | null;
  bankCode?: string | null;
  counterName?: string | null;
  constantSymbol?: string | null;
  variableSymbol?: string | null;
  specificSymbol?: string | null;
  userIdentification?: string | null;
  messageForRecipient?: string | null;
  /** column8: "Platba kartou", "Bezhotovostní příjem", "Výběr z bankomatu", "Poplatek"… */
  type?: string | null;
  comment?: string | null;
}

interface FakeFioAccount {
  accountId: string;
  bankId: string;
  currency: string;
  transactions: FakeFioTransaction[];
  revoked: boolean;
  /** The /last cursor: the id of the last entry downloaded. */
  lastDownloadId: number;
}

/** How the fake fails the next call with a token (FakeFioApi.failNext). */
export type FakeFioFailure = 'unavailable' | 'server-error' | 'cut';

/** A call the fake answered: which endpoint, its status, and a hash-free note of the token (tests compare tokens they made). */
export interface FakeFioCall {
  endpoint: 'periods' | 'last' | 'set-last-date' | 'unknown';
  token: string;
  status: number;
  at: number;
}

/**
 * A local stand-in for Fio banka's read-only API (https://fioapi.fio.cz/v1/rest), for tests and the e2e stack:
 * `GET /periods/{token}/{from}/{to}/transactions.json`, `GET /last/{token}/transactions.json` and
 * `GET /set-last-date/{token}/{date}/`, answering Fio's JSON (accountStatement.info + transactionList.transaction
 * of `{ value, name, id }` columns) for the tokens a test configured. As Fio does, it answers 409 to a second call
 * with one token within its window (30 s; tests may shorten it here, never in the product) and 500 with a text to a
 * token it does not know or that was revoked.
 */
export class FakeFioApi {
  readonly calls: FakeFioCall[] = [];
  private readonly accounts = new Map<string, FakeFioAccount>();
  private readonly lastCallAt = new Map<string, number>();
  /**
   * Outages of the next call with a token: a 503, a 500 (Fio's own failure, which it answers as it answers a token it
   * refuses), or a statement cut off mid-way (headers and half the body, then the connection drops).
   */
  private readonly failures = new Map<string, FakeFioFailure>();
  private server: http.Server | null = null;
  url = '';

  constructor(private readonly options: { windowMs?: number } = {}) {}

  /** How long after a call with a token another one is answered with 409. */
  get windowMs(): number {
    return this.options.windowMs ?? 30_000;
  }

  set windowMs(value: number) {
    this.options.windowMs = value;
  }

  addAccount(token: string, account: { accountId: string; bankId?: string; currency?: string; transactions?: FakeFioTransaction[] }): this {
    this.accounts.set(token, { accountId: account.accountId, bankId: account.bankId ?? '2010', currency: account.currency ?? 'CZK', transactions: [...(account.transactions ?? [])], revoked: false, lastDownloadId: 0 });
    return this;
  }

  addTransactions(token: string, transactions: FakeFioTransaction[]): void {
    this.account(token).transactions.push(...transactions);
  }

  /** The member revoked the token in their internet banking (or it expired). */
  revoke(token: string): void {
    this.account(token).revoked = true;
  }

  /** The next call with `token` fails as `kind`; the one after is answered again. */
  failNext(token: string, kind: FakeFioFailure): void {
    this.failures.set(token, kind);
  }

  /** Forgets the last call with a token: the next one is answered, as after Fio's window. */
  forgetCalls(token: string): void {
    this.lastCallAt.delete(token);
  }

  callsWith(token: string): FakeFioCall[] {
    return this.calls.filter((call) => call.token === token);
  }

  async start(port = 0, host = '127.0.0.1'): Promise<this> {
    this.server = http.createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    this.url = `http://${host}:${(this.server.address() as AddressInfo).port}/v1/rest`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private account(token: string): FakeFioAccount {
    const account = this.accounts.get(token);
    if (!account) throw new Error('no such fake Fio account');
    return account;
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    const parts = new URL(req.url ?? '/', 'http://fake').pathname.replace(/^\/v1\/rest/, '').split('/').filter(Boolean).map(decodeURIComponent);
    const [endpointName, token = ''] = parts;
    const endpoint: FakeFioCall['endpoint'] = endpointName === 'periods' || endpointName === 'last' || endpointName === 'set-last-date' ? endpointName : 'unknown';
    const send = (status: number, body: string, contentType = 'text/plain; charset=utf-8') => {
      this.calls.push({ endpoint, token, status, at: Date.now() });
      res.writeHead(status, { 'content-type': contentType }).end(body);
    };
    if (req.method !== 'GET' || endpoint === 'unknown') return send(404, 'Not Found');
    const now = Date.now();
    const previous = this.lastCallAt.get(token);
    if (previous !== undefined && now - previous < this.windowMs) return send(409, 'Konflikt: token byl použit před méně než 30 sekundami.');
    this.lastCallAt.set(token, now);
    const failure = this.failures.get(token);
    this.failures.delete(token);
    if (failure === 'unavailable') return send(503, 'Service Unavailable');
    if (failure === 'server-error') return send(500, 'Chyba: interní chyba serveru.');
    const account = this.accounts.get(token);
    if (!account || account.revoked) return send(500, 'Chyba: neplatný nebo neaktivní token.');
    if (endpoint === 'set-last-date') {
      const day = parts[2] ?? '';
      account.lastDownloadId = Math.max(0, ...account.transactions.filter((entry) => entry.date <= day).map((entry) => entry.id));
      return send(200, '');
    }
    let entries: FakeFioTransaction[];
    let from: string;
    let to: string;
    if (endpoint === 'periods') {
      [from, to] = [parts[2] ?? '', parts[3] ?? ''];
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return send(400, 'Chyba: neplatné datum.');
      entries = account.transactions.filter((entry) => entry.date >= from && entry.date <= to);
    } else {
      entries = account.transactions.filter((entry) => entry.id > account.lastDownloadId);
      account.lastDownloadId = Math.max(account.lastDownloadId, ...entries.map((entry) => entry.id));
      const days = entries.map((entry) => entry.date).sort();
      [from, to] = [days[0] ?? new Date().toISOString().slice(0, 10), days[days.length - 1] ?? new Date().toISOString().slice(0, 10)];
    }
    const statement = JSON.stringify(fioStatement(account, from, to, entries));
    if (failure === 'cut') {
      this.calls.push({ endpoint, token, status: 200, at: Date.now() });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(statement)) });
      res.write(statement.slice(0, statement.length / 2), () => res.destroy());
      return;
    }
    send(200, statement, 'application/json; charset=utf-8');
  }
}

/** Prague's offset on a day, as Fio writes it after the date ("+0100" in winter, "+0200" in summer). */
function pragueOffset(day: string): string {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', hour: '2-digit', hourCycle: 'h23' }).format(new Date(`${day}T12:00:00Z`)));
  return hour === 14 ? '+0200' : '+0100';
}

const column = (id: number, name: string, value: string | number | null | undefined) => (value === null || value === undefined ? null : { value, name, id });

/** Fio's JSON of one account and entries (the layout its documentation and the public clients' fixtures show). */
export function fioStatement(account: { accountId: string; bankId: string; currency: string }, from: string, to: string, entries: readonly FakeFioTransaction[]) {
  const ids = entries.map((entry) => entry.id);
  return {
    accountStatement: {
      info: {
        accountId: account.accountId,
        bankId: account.bankId,
        currency: account.currency,
        iban: `CZ00${account.bankId}${account.accountId.padStart(16, '0')}`,
        bic: 'FIOBCZPPXXX',
        openingBalance: 0,
        closingBalance: 0,
        dateStart: `${from}${pragueOffset(from)}`,
        dateEnd: `${to}${pragueOffset(to)}`,
        yearList: null,
        idList: null,
        idFrom: ids.length ? Math.min(...ids) : null,
        idTo: ids.length ? Math.max(...ids) : null,
        idLastDownload: null,
      },
      transactionList: {
        transaction: entries.map((entry) => ({
          column22: column(22, 'ID pohybu', entry.id),
          column0: column(0, 'Datum', `${entry.date}${pragueOffset(entry.date)}`),
          column1: column(1, 'Objem', entry.amount),
          column14: column(14, 'Měna', entry.currency ?? account.currency),
          column2: column(2, 'Protiúčet', entry.counterAccount),
          column10: column(10, 'Název protiúčtu', entry.counterName),
          column3: column(3, 'Kód banky', entry.bankCode),
          column12: column(12, 'Název banky', null),
          column4: column(4, 'KS', entry.constantSymbol),
          column5: column(5, 'VS', entry.variableSymbol),
          column6: column(6, 'SS', entry.specificSymbol),
          column7: column(7, 'Uživatelská identifikace', entry.userIdentification),
          column16: column(16, 'Zpráva pro příjemce', entry.messageForRecipient),
          column8: column(8, 'Typ', entry.type),
          column9: column(9, 'Provedl', null),
          column18: column(18, 'Upřesnění', null),
          column25: column(25, 'Komentář', entry.comment),
          column26: column(26, 'BIC', null),
          column17: column(17, 'ID pokynu', entry.id + 1_000_000),
        })),
      },
    },
  };
}
