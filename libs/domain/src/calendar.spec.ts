import { calendarEvents, eligibilityReminderEvents } from './calendar';

const NOW = new Date('2026-11-23T10:00:00Z'); // a Monday
const URL = 'https://bonusklub.cz/dashboard/bonuses';

describe('calendarEvents', () => {
  it('gives each started bonus an hour ending at its deadline, with a stable id and a reminder a day before', () => {
    const [deadline] = calendarEvents([{ id: 7, name: 'Air Bank', endAt: new Date('2026-11-30T22:59:00Z'), renewingDays: [] }], URL, NOW);
    expect(deadline).toEqual({
      uid: 'bonus-7-end@bonusklub.cz',
      summary: 'Končí bonus: Air Bank',
      description: `Dokončete kroky bonusu „Air Bank“ do jeho konce: ${URL}`,
      start: new Date('2026-11-30T21:59:00Z'),
      end: new Date('2026-11-30T22:59:00Z'),
      allDay: false,
      alarmMinutesBefore: 1440,
    });
  });

  it('repeats a renewing bonus weekly on its weekdays (0 = Monday) from the next such day until it ends', () => {
    const events = calendarEvents([{ id: 9, name: 'Reload', endAt: new Date('2026-12-31T23:00:00Z'), renewingDays: [3, 1, 3] }], URL, NOW);
    const renewal = events.find((event) => event.uid === 'bonus-9-renewal@bonusklub.cz')!;
    expect(renewal.weekly).toEqual({ days: ['TU', 'TH'], until: new Date('2026-12-31T23:00:00Z') });
    expect(renewal).toMatchObject({ allDay: true, start: new Date('2026-11-24T00:00:00Z'), end: new Date('2026-11-25T00:00:00Z'), summary: 'Obnovení bonusu: Reload' });
    // Today counts when it is a renewing day.
    expect(calendarEvents([{ id: 9, name: 'Reload', endAt: new Date('2026-12-31T23:00:00Z'), renewingDays: [0] }], URL, NOW)[1].start).toEqual(new Date('2026-11-23T00:00:00Z'));
  });

  it('leaves out bonuses that already ended and weekdays out of range', () => {
    expect(calendarEvents([{ id: 1, name: 'Old', endAt: new Date('2026-11-23T09:59:59Z'), renewingDays: [1] }], URL, NOW)).toEqual([]);
    expect(calendarEvents([{ id: 2, name: 'Odd', endAt: new Date('2026-12-01T00:00:00Z'), renewingDays: [7, -1] }], URL, NOW).map((e) => e.uid)).toEqual(['bonus-2-end@bonusklub.cz']);
  });
});

describe('claim planner events', () => {
  it("gives each due step of a started bonus an hour ending at its due time, with a day's alarm; past ones are left out", () => {
    const events = calendarEvents(
      [{ id: 7, name: 'Air Bank', endAt: new Date('2026-12-31T22:59:00Z'), renewingDays: [], dueSteps: [{ position: 1, title: 'Zaplaťte kartou', dueAt: new Date('2026-11-30T10:00:00Z') }, { position: 2, title: 'Starý', dueAt: new Date('2026-11-20T10:00:00Z') }] }],
      URL,
      NOW,
    );
    expect(events.find((event) => event.uid === 'bonus-7-step-1-due@bonusklub.cz')).toEqual({
      uid: 'bonus-7-step-1-due@bonusklub.cz',
      summary: 'Termín kroku: Zaplaťte kartou (Air Bank)',
      description: `Krok „Zaplaťte kartou“ bonusu „Air Bank“ je potřeba splnit do tohoto termínu: ${URL}`,
      start: new Date('2026-11-30T09:00:00Z'),
      end: new Date('2026-11-30T10:00:00Z'),
      allDay: false,
      alarmMinutesBefore: 1440,
    });
    expect(events.map((event) => event.uid)).not.toContain('bonus-7-step-2-due@bonusklub.cz');
  });

  it('puts a reminded offer on the Prague day it becomes claimable, all day', () => {
    // Prague midnight of 1 March is 23:00 UTC on 28 February.
    expect(eligibilityReminderEvents([{ bonusId: 4, name: 'Fio', remindAt: new Date('2027-02-28T23:00:00Z') }], URL)).toEqual([
      { uid: 'bonus-4-eligible@bonusklub.cz', summary: 'Nárok na nabídku: Fio', description: `Ode dneška můžete získat nabídku „Fio“: ${URL}`, start: new Date('2027-03-01T00:00:00Z'), end: new Date('2027-03-02T00:00:00Z'), allDay: true },
    ]);
  });
});
