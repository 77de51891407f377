import { termsChangeText, termsValueText } from './terms-change-text';

const names = (id: number) => (id === 3 ? 'Česká spořitelna' : `společnost ${id}`);
const json = (value: unknown) => JSON.stringify(value);

describe('a change of the terms in words', () => {
  it('names the field in Czech and shows money in Kč', () => {
    expect(termsChangeText({ field: 'expected_value', before: json(1000), after: json(1500) }, names)).toEqual({ label: 'Očekávaná hodnota', before: '1\u00a0000\u00a0Kč', after: '1\u00a0500\u00a0Kč', moved: [] });
    expect(termsChangeText({ field: 'needed_capital', before: json(0), after: json(200) }, names).after).toBe('200\u00a0Kč');
  });

  it('shows the end as a Czech date and time in Prague', () => {
    // 2026-12-31 22:59 UTC is 23:59 in Prague.
    expect(termsChangeText({ field: 'end_timestamp', before: json(1798757940), after: null }, names)).toEqual({ label: 'Konec nabídky', before: '31.\u00a012.\u00a02026 23:59', after: '—', moved: [] });
  });

  it('reads a description as plain text, shortened', () => {
    expect(termsValueText('description', '<p>Založte&nbsp;účet &amp; vložte <strong>500 Kč</strong>.</p>', names)).toBe('Založte účet & vložte 500 Kč.');
    const long = termsValueText('description', `<p>${'a'.repeat(400)}</p>`, names);
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('names the steps that changed, by number and title with their deadlines', () => {
    const steps = [
      { title: 'Registrace', subtitle: 's', description: '<p>x</p>', deadline_days: null },
      { title: 'Vklad', subtitle: 's', description: '<p>x</p>', deadline_days: 7 },
    ];
    expect(termsChangeText({ field: 'step_list', before: json(steps.slice(0, 1)), after: json(steps) }, names)).toEqual({
      label: 'Kroky',
      before: 'nový krok',
      after: '2. Vklad (splnit do 7\u00a0dnů)',
      moved: [],
    });
    expect(termsChangeText({ field: 'step_list', before: json(steps), after: json(steps.slice(0, 1)) }, names)).toMatchObject({ before: '2. Vklad (splnit do 7\u00a0dnů)', after: '2. krok zrušen' });
    const reworded = [steps[0], { ...steps[1], description: '<p>Vložte aspoň 500 Kč.</p>' }];
    expect(termsChangeText({ field: 'step_list', before: json(steps), after: json(reworded) }, names)).toMatchObject({ before: '2. Vklad (splnit do 7\u00a0dnů)', after: '2. Vklad (splnit do 7\u00a0dnů), změněn popis kroku' });
    expect(termsValueText('step_list', steps, names)).toBe('1. Registrace; 2. Vklad (splnit do 7\u00a0dnů)');
    expect(termsValueText('step_list', [], names)).toBe('Bez kroků');
  });

  describe('a step requirement changed (issue #53 §3)', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    const card = (count: number, min_amount: number, within_days: number) => ({ kind: 'card_payments', count, min_amount, within_days });
    const registration = { title: 'Registrace', subtitle: 's', description: '<p>x</p>', deadline_days: null, requirement: null };
    const before = [registration, { title: 'Plaťte kartou', subtitle: 's', description: '<p>x</p>', deadline_days: 30, requirement: card(3, 100, 30) }];
    const after = [registration, { ...before[1], deadline_days: 14, requirement: card(2, 200, 14) }];
    const change = { field: 'step_list', before: json(before), after: json(after) };

    it('says the count, the minimum, the window and the deadline on both sides, not just the deadline', () => {
      const text = termsChangeText(change, names);
      expect(plain(text.before)).toBe('2. Plaťte kartou (3 platby kartou od 100 Kč do 30 dnů; splnit do 30 dnů)');
      expect(plain(text.after)).toBe('2. Plaťte kartou (2 platby kartou od 200 Kč do 14 dnů; splnit do 14 dnů)');
      expect(text.moved).toEqual([]);
    });

    it('points out the due dates it moved for a member who started the offer', () => {
      // Started 10. 11. 2026 10:00 in Prague: the step was due 10. 12., now 24. 11.; the payments counted until 9. 12., now until 23. 11.
      const text = termsChangeText(change, names, new Date('2026-11-10T09:00:00Z'));
      expect(text.moved.map(plain)).toEqual([
        'Nový termín kroku 2. Plaťte kartou: 24. 11. 2026 10:00 (dříve 10. 12. 2026 10:00).',
        'Platby kroku 2. Plaťte kartou nově stihněte do 23. 11. 2026 (dříve do 9. 12. 2026).',
      ]);
    });

    it('points out a new deadline and says nothing when the dates stay', () => {
      const dated = [{ ...registration, deadline_days: 3 }, before[1]];
      const text = termsChangeText({ field: 'step_list', before: json(before), after: json(dated) }, names, new Date('2026-11-10T09:00:00Z'));
      expect(text.moved.map(plain)).toEqual(['Nový termín kroku 1. Registrace: 13. 11. 2026 10:00, dříve bez termínu.']);
      const renamed = [registration, { ...before[1], title: 'Zaplaťte kartou' }];
      expect(termsChangeText({ field: 'step_list', before: json(before), after: json(renamed) }, names, new Date('2026-11-10T09:00:00Z')).moved).toEqual([]);
    });
  });

  it('describes the eligibility rules as members read them', () => {
    const change = termsChangeText({ field: 'eligibility_rules', before: json([]), after: json([{ kind: 'no_account_within', company_id: 3, months: 12 }, { kind: 'age', min: 18, max: 26 }]) }, names);
    expect(change.label).toBe('Kdo může nabídku získat');
    expect(change.before).toBe('Bez pravidel: pro každého člena.');
    expect(change.after).toBe('Nedostupné pro členy, kteří měli účet u České spořitelny v posledních 12\u00a0měsících. Jen pro členy ve věku 18–26 let.');
  });

  it('keeps a URL as it is and falls back to the raw value of a field it does not know', () => {
    expect(termsChangeText({ field: 'url_bonus_conditions', before: json('https://a.cz/podminky'), after: json('https://a.cz/nove') }, names)).toEqual({ label: 'Podmínky nabídky', before: 'https://a.cz/podminky', after: 'https://a.cz/nove', moved: [] });
    expect(termsChangeText({ field: 'risk', before: 'not json', after: json({ level: 2 }) }, names)).toEqual({ label: 'risk', before: 'not json', after: '{"level":2}', moved: [] });
  });
});
