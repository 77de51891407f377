import { adminRightsReason, AdminUserSummary, adminUsersCsv, adminUserQuerySchema, adminUserUpdateSchema } from './admin-users';
import { foldDiacritics, SQL_ACCENT_FOLD } from './search-text';
import { likePattern } from './search-text';

describe('admin user search', () => {
  it('matches the search text literally inside names and e-mails', () => {
    expect(likePattern('jan')).toBe('%jan%');
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });

  it('defaults to every member on page one and validates changes', () => {
    expect(adminUserQuerySchema.parse({})).toEqual({ search: '', status: 'all', current_page: 1 });
    expect(adminUserQuerySchema.safeParse({ status: 'banned' }).success).toBe(false);
    expect(adminUserUpdateSchema.parse({ id: '39b774a6-646e-42d5-aaa9-d8d58ed5a79c', active: false })).toEqual({ id: '39b774a6-646e-42d5-aaa9-d8d58ed5a79c', active: false });
    expect(adminUserUpdateSchema.safeParse({ id: 'x' }).success).toBe(false);
  });
});

describe('admin rights', () => {
  it('take a reason of at least 5 characters, trimmed, and nothing shorter', () => {
    expect(adminRightsReason('  Nová kolegyně ')).toBe('Nová kolegyně');
    expect(adminRightsReason('abcde')).toBe('abcde');
    expect(adminRightsReason('  abcd  ')).toBeNull();
    expect(adminRightsReason('')).toBeNull();
    expect(adminRightsReason(undefined)).toBeNull();
  });
});

describe('search folding', () => {
  it('drops accents and case the Czech way, so "zluty" finds "Žlutý kůň"', () => {
    expect(foldDiacritics('Žlutý KŮŇ Ďábel')).toBe('zluty kun dabel');
  });

  it('folds in SQL (translate) exactly as in TypeScript: each accented letter to its plain twin', () => {
    expect(SQL_ACCENT_FOLD.from).toHaveLength(SQL_ACCENT_FOLD.to.length);
    expect([...SQL_ACCENT_FOLD.from].map(foldDiacritics).join('')).toBe(SQL_ACCENT_FOLD.to);
  });
});

describe('the members CSV export', () => {
  const member: AdminUserSummary = {
    id: '39b774a6-646e-42d5-aaa9-d8d58ed5a79c',
    name: 'jana',
    fullName: 'Jana Nováková',
    email: 'jana@example.cz',
    tierName: 'Premium',
    creationTimestamp: new Date(Date.UTC(2026, 0, 15, 23, 59, 59, 999)),
    earnings: 150_049,
    active: true,
    admin: false,
    pendingApproval: false,
  };

  it('starts with a byte-order mark and a Czech header, one row per member', () => {
    const lines = adminUsersCsv([member, { ...member, email: null, active: false, admin: true }]).split('\r\n');
    expect(lines[0]).toBe('\uFEFFID;Přezdívka;Jméno;E-mail;Členství;Registrace;Výdělky (Kč);Stav;Admin');
    expect(lines[1]).toBe('39b774a6-646e-42d5-aaa9-d8d58ed5a79c;jana;Jana Nováková;jana@example.cz;Premium;2026-01-15;1500;Aktivní;ne');
    expect(lines[2]).toBe('39b774a6-646e-42d5-aaa9-d8d58ed5a79c;jana;Jana Nováková;;Premium;2026-01-15;1500;Neaktivní;ano');
    expect(adminUsersCsv([{ ...member, pendingApproval: true }]).split('\r\n')[1]).toContain(';Čeká na schválení;');
    expect(lines[3]).toBe('');
  });

  it('quotes separators and quotes, and never lets a value start a formula', () => {
    const line = adminUsersCsv([{ ...member, name: '=HYPERLINK("x")', fullName: 'Jan; "Honza" Novák' }]).split('\r\n')[1];
    expect(line).toContain(`;"'=HYPERLINK(""x"")";"Jan; ""Honza"" Novák";`);
  });
});
