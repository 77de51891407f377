import { termsChangeText, termsValueText } from './terms-change-text';

const names = (id: number) => (id === 3 ? 'Česká spořitelna' : `společnost ${id}`);
const json = (value: unknown) => JSON.stringify(value);

describe('a change of the terms in words', () => {
  it('names the field in Czech and shows money in Kč', () => {
    expect(termsChangeText({ field: 'expected_value', before: json(1000), after: json(1500) }, names)).toEqual({ label: 'Očekávaná hodnota', before: '1\u00a0000\u00a0Kč', after: '1\u00a0500\u00a0Kč' });
    expect(termsChangeText({ field: 'needed_capital', before: json(0), after: json(200) }, names).after).toBe('200\u00a0Kč');
  });

  it('shows the end as a Czech date and time in Prague', () => {
    // 2026-12-31 22:59 UTC is 23:59 in Prague.
    expect(termsChangeText({ field: 'end_timestamp', before: json(1798757940), after: null }, names)).toEqual({ label: 'Konec nabídky', before: '31.\u00a012.\u00a02026 23:59', after: '—' });
  });

  it('reads a description as plain text, shortened', () => {
    expect(termsValueText('description', '<p>Založte&nbsp;účet &amp; vložte <strong>500 Kč</strong>.</p>', names)).toBe('Založte účet & vložte 500 Kč.');
    const long = termsValueText('description', `<p>${'a'.repeat(400)}</p>`, names);
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('lists the steps by number and title with their deadlines', () => {
    const steps = [
      { title: 'Registrace', subtitle: 's', description: '<p>x</p>', deadline_days: null },
      { title: 'Vklad', subtitle: 's', description: '<p>x</p>', deadline_days: 7 },
    ];
    expect(termsChangeText({ field: 'step_list', before: json(steps.slice(0, 1)), after: json(steps) }, names)).toEqual({
      label: 'Kroky',
      before: '1. Registrace',
      after: '1. Registrace; 2. Vklad (do 7\u00a0dnů)',
    });
    expect(termsValueText('step_list', [], names)).toBe('Bez kroků');
  });

  it('describes the eligibility rules as members read them', () => {
    const change = termsChangeText({ field: 'eligibility_rules', before: json([]), after: json([{ kind: 'no_account_within', company_id: 3, months: 12 }, { kind: 'age', min: 18, max: 26 }]) }, names);
    expect(change.label).toBe('Kdo může nabídku získat');
    expect(change.before).toBe('Bez pravidel: pro každého člena.');
    expect(change.after).toBe('Nedostupné pro členy, kteří měli účet u České spořitelny v posledních 12\u00a0měsících. Jen pro členy ve věku 18–26 let.');
  });

  it('keeps a URL as it is and falls back to the raw value of a field it does not know', () => {
    expect(termsChangeText({ field: 'url_bonus_conditions', before: json('https://a.cz/podminky'), after: json('https://a.cz/nove') }, names)).toEqual({ label: 'Podmínky nabídky', before: 'https://a.cz/podminky', after: 'https://a.cz/nove' });
    expect(termsChangeText({ field: 'risk', before: 'not json', after: json({ level: 2 }) }, names)).toEqual({ label: 'risk', before: 'not json', after: '{"level":2}' });
  });
});
