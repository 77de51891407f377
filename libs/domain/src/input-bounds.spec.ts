import { DB_INTEGER_MAX, findUnstorableText, httpUrl, LATEST_UNIX_SECONDS, recordId, requiredText, unixSeconds } from './input-bounds';

describe('input bounds', () => {
  it('takes ids that fit a PostgreSQL integer, from JSON numbers or query text', () => {
    expect(recordId().safeParse('2147483647').data).toBe(DB_INTEGER_MAX);
    for (const bad of [2_147_483_648, '2147483648', 0, -1, 1.5, Number.MAX_SAFE_INTEGER]) expect(recordId().safeParse(bad).success).toBe(false);
  });

  it('takes moments up to 2100, not 2⁵³−1', () => {
    expect(unixSeconds().safeParse(LATEST_UNIX_SECONDS).success).toBe(true);
    expect(unixSeconds().safeParse(Number.MAX_SAFE_INTEGER).error?.issues[0].message).toBe('Zadejte platné datum.');
  });

  it('takes only http(s) links', () => {
    for (const good of ['https://example.cz/bonus', 'http://localhost:4200/x']) expect(httpUrl().safeParse(good).success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'ftp://example.cz', `https://example.cz/${'a'.repeat(2000)}`]) {
      expect(httpUrl().safeParse(bad).success).toBe(false);
    }
  });

  it('refuses text over its limit in Czech', () => {
    expect(requiredText(5).safeParse('abcdef').error?.issues[0].message).toBe('Text může mít nejvýše 5 znaků.');
  });

  it('finds text the database cannot store, wherever it is', () => {
    expect(findUnstorableText({ name: 'Bonus 💥', list: ['ok'] })).toBeNull();
    expect(findUnstorableText({ name: 'a\u0000b' })).toBe('name');
    expect(findUnstorableText({ steps: [{ title: 'x\ud800' }] })).toBe('steps.0.title');
    expect(findUnstorableText('\udc00 alone')).toBe('');
  });
});
