import { pragueDay, reminderEmail, reminderSettingsInputSchema, stepDueEmail, termsChangedEmail } from './reminders';

const URLS = { bonuses: 'https://bonusklub.cz/dashboard/bonuses', settings: 'https://bonusklub.cz/dashboard/settings?tab=notifications' };
const BONUS = { name: 'Air Bank', endAt: new Date('2026-11-24T10:00:00Z') };

describe('reminders', () => {
  it('tells the Prague day, weekday (0 = Monday) and hour', () => {
    expect(pragueDay(new Date('2026-11-23T07:30:00Z'))).toEqual({ date: '2026-11-23', weekday: 0, hour: 8 });
    // 23:30 UTC on Sunday is already Monday 00:30 in Prague (winter time).
    expect(pragueDay(new Date('2026-11-29T23:30:00Z'))).toEqual({ date: '2026-11-30', weekday: 0, hour: 0 });
    expect(pragueDay(new Date('2026-07-05T12:00:00Z'))).toEqual({ date: '2026-07-05', weekday: 6, hour: 14 });
  });

  it('words each kind of reminder in Czech, with the way to the bonuses and to switch reminders off', () => {
    expect(reminderEmail('expiring', BONUS, URLS).subject).toBe('Bonus končí do 24 hodin: Air Bank');
    expect(reminderEmail('renewal', BONUS, URLS).subject).toBe('Dnes se obnovuje: Air Bank');
    const fresh = reminderEmail('new-bonus', BONUS, URLS);
    expect(fresh.subject).toBe('Nový bonus: Air Bank');
    for (const kind of ['expiring', 'renewal', 'new-bonus'] as const) {
      const { text } = reminderEmail(kind, BONUS, URLS);
      expect(text).toContain(URLS.bonuses);
      expect(text).toContain(`Připomínky vypnete v Nastavení → Notifikace: ${URLS.settings}`);
    }
  });

  it('tells which step is due when (Prague time), and which terms of a started offer changed', () => {
    const due = stepDueEmail({ bonusName: 'Air Bank', stepTitle: 'Zaplaťte kartou', dueAt: new Date('2026-11-24T10:00:00Z') }, URLS);
    expect(due.subject).toBe('Zítra je termín kroku: Zaplaťte kartou (Air Bank)');
    expect(due.text).toMatch(/Krok „Zaplaťte kartou“ bonusu „Air Bank“ je potřeba splnit do 24\.\s?11\.\s?2026\s11:00/);
    const changes = [
      { label: 'Očekávaná hodnota', before: '1 000 Kč', after: '800 Kč', moved: [] },
      { label: 'Kroky', before: '2. Plaťte kartou (3 platby kartou od 100 Kč do 30 dnů)', after: '2. Plaťte kartou (2 platby kartou od 200 Kč do 14 dnů)', moved: ['Platby kroku 2. Plaťte kartou nově stihněte do 23. 11. 2026 (dříve do 9. 12. 2026).'] },
    ];
    const terms = termsChangedEmail({ bonusName: 'Air Bank', changes }, URLS);
    expect(terms.subject).toBe('Změnily se podmínky bonusu: Air Bank');
    expect(terms.text).toContain(
      'se změnily podmínky:\n– Očekávaná hodnota: 1 000 Kč → 800 Kč\n– Kroky: 2. Plaťte kartou (3 platby kartou od 100 Kč do 30 dnů) → 2. Plaťte kartou (2 platby kartou od 200 Kč do 14 dnů)\n  Platby kroku 2. Plaťte kartou nově stihněte do 23. 11. 2026 (dříve do 9. 12. 2026).\n',
    );
    for (const { text } of [due, terms]) expect(text).toContain(URLS.settings);
  });

  it('keeps the terms-change setting as it was when a save leaves it out', () => {
    expect(reminderSettingsInputSchema.parse({ expiring: false, renewals: false, followed_types: [] }).terms_changes).toBeUndefined();
    expect(reminderSettingsInputSchema.parse({ expiring: false, renewals: false, followed_types: [], terms_changes: false }).terms_changes).toBe(false);
  });

  it('accepts only known bonus types to follow', () => {
    expect(reminderSettingsInputSchema.parse({ expiring: true, renewals: false, followed_types: ['bank', 'slot'] })).toEqual({ expiring: true, renewals: false, followed_types: ['bank', 'slot'] });
    expect(reminderSettingsInputSchema.safeParse({ expiring: true, renewals: false, followed_types: ['poker'] }).error?.issues[0].message).toBe('Neznámý typ bonusu.');
    expect(reminderSettingsInputSchema.safeParse({ expiring: 'ano', renewals: false, followed_types: [] }).error?.issues[0].message).toBe('Zvolte ano, nebo ne.');
  });
});
