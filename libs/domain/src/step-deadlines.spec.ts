import { notStartedDeadlines, stepDeadlines, upcomingStepDue } from './step-deadlines';

const STARTED = new Date('2026-03-01T10:00:00Z');
const steps = [{ deadlineDays: null }, { deadlineDays: 7 }, { deadlineDays: 30 }];

describe('stepDeadlines', () => {
  it('makes each step with a deadline due that many whole days after the start, to the hour', () => {
    const { steps: dues } = stepDeadlines(steps, STARTED, 1, STARTED);
    expect(dues.map((due) => due.dueTimestamp?.toISOString() ?? null)).toEqual([null, '2026-03-08T10:00:00.000Z', '2026-03-31T10:00:00.000Z']);
  });

  it('gives the earliest due time of a step not completed yet, and no overdue before it passes', () => {
    const result = stepDeadlines(steps, STARTED, 1, new Date('2026-03-08T09:59:59Z'));
    expect(result.nextDueTimestamp).toEqual(new Date('2026-03-08T10:00:00Z'));
    expect(result.overdue).toBe(false);
  });

  it('marks a step missed from its due time on, while it is not completed; nextDueTimestamp may be past then', () => {
    const result = stepDeadlines(steps, STARTED, 1, new Date('2026-03-08T10:00:00Z'));
    expect(result.steps.map((due) => due.missed)).toEqual([false, true, false]);
    expect(result.overdue).toBe(true);
    expect(result.nextDueTimestamp).toEqual(new Date('2026-03-08T10:00:00Z'));
  });

  it('never marks a completed step missed, and skips it for the next due time', () => {
    const result = stepDeadlines(steps, STARTED, 2, new Date('2026-03-20T00:00:00Z'));
    expect(result.steps.map((due) => due.missed)).toEqual([false, false, false]);
    expect(result.overdue).toBe(false);
    expect(result.nextDueTimestamp).toEqual(new Date('2026-03-31T10:00:00Z'));
  });

  it('has nothing due when every step is completed or none has a deadline', () => {
    expect(stepDeadlines(steps, STARTED, 3, new Date('2027-01-01T00:00:00Z'))).toMatchObject({ nextDueTimestamp: null, overdue: false });
    expect(stepDeadlines([{ deadlineDays: null }], STARTED, 0, STARTED)).toMatchObject({ nextDueTimestamp: null, overdue: false });
  });

  it('counts days across a leap day and a daylight-saving change as 24-hour days', () => {
    const leap = stepDeadlines([{ deadlineDays: 1 }], new Date('2028-02-28T12:00:00Z'), 0, new Date('2028-02-28T12:00:00Z'));
    expect(leap.nextDueTimestamp).toEqual(new Date('2028-02-29T12:00:00Z'));
    const dst = stepDeadlines([{ deadlineDays: 2 }], new Date('2026-03-28T12:00:00Z'), 0, new Date('2026-03-28T12:00:00Z'));
    expect(dst.nextDueTimestamp).toEqual(new Date('2026-03-30T12:00:00Z'));
  });

  it('gives an offer nobody started nothing due, one entry per step', () => {
    expect(notStartedDeadlines(steps)).toEqual({ steps: [{ dueTimestamp: null, missed: false }, { dueTimestamp: null, missed: false }, { dueTimestamp: null, missed: false }], nextDueTimestamp: null, overdue: false });
  });
});

describe('upcomingStepDue', () => {
  const now = new Date('2026-03-10T10:00:00Z');
  const unix = (iso: string) => Date.parse(iso) / 1000;

  it('is the earliest due time of a step not completed yet that is still ahead', () => {
    const dues = [unix('2026-03-11T10:00:00Z'), null, unix('2026-03-20T10:00:00Z'), unix('2026-03-15T10:00:00Z')];
    expect(upcomingStepDue(dues, 0, now)).toEqual(new Date('2026-03-11T10:00:00Z'));
    expect(upcomingStepDue(dues, 1, now)).toEqual(new Date('2026-03-15T10:00:00Z'));
  });

  it('skips a missed step and is null when nothing is due ahead', () => {
    expect(upcomingStepDue([unix('2026-03-09T10:00:00Z'), unix('2026-03-12T10:00:00Z')], 0, now)).toEqual(new Date('2026-03-12T10:00:00Z'));
    expect(upcomingStepDue([unix('2026-03-10T10:00:00Z')], 0, now)).toBeNull();
    expect(upcomingStepDue([null, undefined], 0, now)).toBeNull();
    expect(upcomingStepDue([unix('2026-03-12T10:00:00Z')], 1, now)).toBeNull();
  });
});
