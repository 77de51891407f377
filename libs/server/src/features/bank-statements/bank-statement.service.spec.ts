import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import type { UserEntity } from '../users/user.entity';
import { BankStatementService } from './bank-statement.service';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

describe('bank statement imports', () => {
  let db: TestDatabase;
  let service: BankStatementService;
  let counter = 0;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    service = new BankStatementService(db.dataSource);
  });
  afterAll(() => db.drop());

  const member = async (): Promise<UserEntity> => {
    const [{ id }] = await db.dataSource.query(`INSERT INTO app_user (firebase_uid, name, tier_id) VALUES ($1, 'Výpis', 1) RETURNING id`, [`statements-${counter++}`]);
    return { id } as UserEntity;
  };

  it("stores each entry once however the member's imports overlap, in any order", async () => {
    const xml = fixture('fio-camt053-001-02.xml').toString('utf8');
    const entries = [...xml.matchAll(/<Ntry>[\s\S]*?<\/Ntry>/g)].map((match) => match[0]);
    const statementOf = (picked: readonly number[]) => xml.replace(/<Ntry>[\s\S]*<\/Ntry>/, picked.map((index) => entries[index]).join('\n'));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.subarray([0, 1, 2], { minLength: 1 }), { minLength: 1, maxLength: 4 }), async (imports) => {
        const user = await member();
        let added = 0;
        for (const picked of imports) {
          const result = await service.import(user, Buffer.from(statementOf(picked)), 'application/xml', null);
          expect(result.imported + result.duplicates).toBe(picked.length);
          added += result.imported;
        }
        const distinct = new Set(imports.flat()).size;
        expect(added).toBe(distinct);
        expect(await service.transactions(user)).toHaveLength(distinct);
      }),
      { numRuns: 15 },
    );
  });

  it('never merges two entries of one file, whatever references they share (the ČBA layout: one transaction-level AcctSvcrRef)', async () => {
    const user = await member();
    // Two entries of the ČBA layout: their own NtryRef, one AcctSvcrRef of the transaction they came in.
    const entryOf = (ref: string, amount: string, direction: string) => `<Ntry><NtryRef>${ref}</NtryRef><Amt Ccy="CZK">${amount}</Amt><CdtDbtInd>${direction}</CdtDbtInd><Sts>BOOK</Sts>
      <BookgDt><Dt>2026-11-05</Dt></BookgDt><NtryDtls><TxDtls><Refs><AcctSvcrRef>9999</AcctSvcrRef></Refs></TxDtls></NtryDtls></Ntry>`;
    const xml = (entries: string) => `<Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>CZ6508000000192000145399</IBAN></Id><Ccy>CZK</Ccy></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;
    const both = Buffer.from(xml(entryOf('1', '1500.00', 'CRDT') + entryOf('2', '500.00', 'DBIT')));
    expect(await service.import(user, both, 'application/xml', null)).toMatchObject({ imported: 2, duplicates: 0 });
    expect((await service.transactions(user)).map((entry) => entry.amountHalere).sort()).toEqual([-50_000, 150_000]);
    // Two equal card payments under one reference are two entries too, and stay two on the next upload.
    const twins = Buffer.from(xml(entryOf('7', '100.00', 'DBIT').replace('<NtryRef>7</NtryRef>', '') + entryOf('7', '100.00', 'DBIT').replace('<NtryRef>7</NtryRef>', '')));
    expect(await service.import(user, twins, 'application/xml', null)).toMatchObject({ imported: 2, duplicates: 0 });
    expect(await service.import(user, twins, 'application/xml', null)).toMatchObject({ imported: 0, duplicates: 2 });
  });

  it("imports both entries of the ČBA layout's real file whose entries share one transaction-level AcctSvcrRef (corpus/camt053/cba-layout/test1.xml)", async () => {
    const user = await member();
    const file = readFileSync(join(__dirname, 'corpus/camt053/cba-layout/test1.xml'));
    expect(await service.import(user, file, 'application/xml', null)).toMatchObject({ imported: 2, duplicates: 0 });
    expect((await service.transactions(user)).map((entry) => [entry.amountHalere, entry.kind]).sort()).toEqual([[-50_000, 'transfer_out'], [150_000, 'transfer_in']]);
    expect(await service.import(user, file, 'application/xml', null)).toMatchObject({ id: null, imported: 0, duplicates: 2 });
  });

  it('keeps no import of an upload that added nothing, and still says how many entries were there', async () => {
    const user = await member();
    const first = await service.import(user, fixture('fio-camt053-001-02.xml'), 'application/xml', null);
    const again = await service.import(user, fixture('fio-camt053-001-02.xml'), 'application/xml', null);
    expect(again).toMatchObject({ id: null, imported: 0, duplicates: 3, skipped: [] });
    expect((await service.statements(user)).map((statement) => statement.id)).toEqual([first.id]);
  });

  it('refuses a statement in another currency storing nothing', async () => {
    const user = await member();
    const eur = fixture('fio-camt053-001-02.xml').toString('utf8').replaceAll('CZK', 'EUR');
    await expect(service.import(user, Buffer.from(eur), 'application/xml', null)).rejects.toMatchObject({ code: 'BANK_STATEMENT_INVALID', status: 400, details: { userMessage: expect.stringContaining('v měně EUR') } });
    expect(await service.statements(user)).toEqual([]);
  });

  it('refuses a statement of more than 20 000 entries before reading it, storing nothing', async () => {
    const user = await member();
    const lines = Buffer.from(Array.from({ length: 20_100 }, () => '075').join('\r\n'));
    await expect(service.import(user, lines, 'text/plain', '0800')).rejects.toMatchObject({ code: 'BANK_STATEMENT_TOO_LARGE', status: 413 });
    const entries = Array.from({ length: 20_100 }, (_, i) => `<Ntry><AcctSvcrRef>${i}</AcctSvcrRef></Ntry>`).join('');
    await expect(service.import(user, Buffer.from(`<Document><BkToCstmrStmt><Stmt>${entries}</Stmt></BkToCstmrStmt></Document>`), 'application/xml', null)).rejects.toMatchObject({ code: 'BANK_STATEMENT_TOO_LARGE' });
    expect(await service.statements(user)).toEqual([]);
  });

  it('prunes entries booked more than 13 months ago, and imports left empty', async () => {
    const user = await member();
    const imported = await service.import(user, fixture('fio-camt053-001-02.xml'), 'application/xml', null);
    // 5 Jan 2028 is over 13 months after the statement ends (30 Nov 2026).
    expect(await service.prune(new Date('2028-01-05T12:00:00Z'))).toBeGreaterThanOrEqual(3);
    expect(await service.transactions(user)).toEqual([]);
    expect((await service.statements(user)).map((statement) => statement.id)).not.toContain(imported.id);
  });

  it('keeps entries younger than 13 months', async () => {
    const user = await member();
    await service.import(user, fixture('fio-camt053-001-02.xml'), 'application/xml', null);
    await service.prune(new Date('2027-12-01T12:00:00Z'));
    expect(await service.transactions(user)).toHaveLength(3);
  });
});
