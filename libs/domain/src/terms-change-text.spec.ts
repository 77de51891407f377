import { richTextToPlain, termsChangeText } from './terms-change-text';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const company = (id: number) => (id === 3 ? 'Česká spořitelna' : `Firma ${id}`);
const text = (field: string, before: unknown, after: unknown) => {
  const change = termsChangeText({ field, before: before === null ? null : JSON.stringify(before), after: after === null ? null : JSON.stringify(after) }, company);
  return { label: change.label, before: plain(change.before), after: plain(change.after) };
};

describe('termsChangeText', () => {
  it('writes money as whole Kč', () => {
    expect(text('expected_value', 500, 1200)).toEqual({ label: 'Očekávaná hodnota', before: '500 Kč', after: '1 200 Kč' });
    expect(text('needed_capital', 0, 10000)).toEqual({ label: 'Potřebný kapitál', before: '0 Kč', after: '10 000 Kč' });
  });

  it('writes the end as a Czech date in Prague time', () => {
    // 2026-12-31 23:30 UTC is already 1 January in Prague.
    expect(text('end_timestamp', Date.UTC(2026, 11, 1, 12) / 1000, Date.UTC(2026, 11, 31, 23, 30) / 1000)).toEqual({ label: 'Konec nabídky', before: '1. 12. 2026', after: '1. 1. 2027' });
  });

  it('sums up steps by their titles and deadlines', () => {
    const step = (title: string, deadline_days: number | null) => ({ title, subtitle: 's', description: '<p>d</p>', deadline_days });
    expect(text('step_list', [step('Registrace', null)], [step('Registrace', 7), step('Vklad', 1)])).toEqual({
      label: 'Kroky',
      before: '1. Registrace',
      after: '1. Registrace (do 7 dní); 2. Vklad (do 1 dne)',
    });
    expect(text('step_list', [], [step('Registrace', 3)]).before).toBe('Bez kroků');
  });

  it('says the rules in words, and no rules as no limit', () => {
    expect(text('eligibility_rules', [], [{ kind: 'no_account_within', company_id: 3, months: 12 }, { kind: 'age', min: 18, max: 26 }])).toEqual({
      label: 'Kdo může nabídku získat',
      before: 'Bez omezení',
      after: 'Nedostupné pro členy, kteří měli účet u České spořitelny v posledních 12 měsících. Jen pro členy ve věku 18–26 let.',
    });
  });

  it('shows a description as shortened plain text', () => {
    const long = `<p>Založte si <strong>účet</strong> &amp; plaťte kartou.</p><p>${'a'.repeat(200)}</p>`;
    const change = text('description', '<p>Krátký popis</p>', long);
    expect(change.before).toBe('Krátký popis');
    expect(change.after.startsWith('Založte si účet & plaťte kartou. aaa')).toBe(true);
    expect(change.after).toHaveLength(120);
    expect(change.after.endsWith('…')).toBe(true);
  });

  it('keeps a conditions address as it is and a missing value as a dash', () => {
    expect(text('url_bonus_conditions', 'https://a.cz/old', 'https://a.cz/new')).toEqual({ label: 'Podmínky nabídky', before: 'https://a.cz/old', after: 'https://a.cz/new' });
    expect(text('expected_value', null, 300).before).toBe('—');
  });
});

describe('richTextToPlain', () => {
  it('drops tags and decodes entities', () => {
    expect(richTextToPlain('<p>A&nbsp;B</p>\n<ul><li>&lt;C&gt;</li></ul>')).toBe('A B <C>');
  });
});
