import { bonusButtonLabel } from './bonus-list';
import { bonusNotStartedReason, bonusPhase, bonusStepsBlock } from './bonus-availability';
import { stepStatus } from './bonus-steps';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-24T10:00:00Z');
const window = (startOffset: number, endOffset: number, locked = false) => ({ startAt: new Date(now.getTime() + startOffset), endAt: new Date(now.getTime() + endOffset), locked });

describe('bonusStepsBlock', () => {
  it('lets a running bonus take steps', () => {
    expect(bonusStepsBlock(window(-DAY, DAY), now)).toBeNull();
  });
  it('blocks a bonus that has not started yet or has ended', () => {
    expect(bonusStepsBlock(window(2 * DAY, 30 * DAY), now)).toBe('waiting');
    expect(bonusStepsBlock(window(-30 * DAY, -DAY), now)).toBe('expired');
  });
  it('blocks a locked bonus whatever its window', () => {
    expect(bonusStepsBlock(window(-DAY, DAY, true), now)).toBe('locked');
    expect(bonusStepsBlock(window(DAY, 2 * DAY, true), now)).toBe('locked');
  });
});

describe('what a blocked bonus shows', () => {
  it('offers only a look at a bonus outside its window or locked', () => {
    expect(bonusButtonLabel(0, 'waiting')).toBe('Zobrazit');
    expect(bonusButtonLabel(2, 'expired')).toBe('Zobrazit');
    expect(bonusButtonLabel(0, 'locked')).toBe('Zobrazit');
    expect(bonusButtonLabel(1, null)).toBe('Pokračovat');
  });
  it('never says a step of a blocked bonus is being done', () => {
    expect(stepStatus(0, 0, 0)).toBe('active');
    expect(stepStatus(0, 0, 0, true)).toBe('locked');
    expect(stepStatus(0, 1, 0, true)).toBe('completed');
  });
});

describe('bonusPhase', () => {
  it('waits before the start, runs from the start, and is over from the end on', () => {
    const { startAt, endAt } = window(DAY, 2 * DAY);
    expect(bonusPhase(startAt, endAt, new Date(startAt.getTime() - 1))).toBe('waiting');
    expect(bonusPhase(startAt, endAt, startAt)).toBe('active');
    expect(bonusPhase(startAt, endAt, new Date(endAt.getTime() - 1))).toBe('active');
    expect(bonusPhase(startAt, endAt, endAt)).toBe('expired');
  });
});

describe('when a bonus that has not started yet starts', () => {
  it('is said in Czech in Prague time beside the refusal to start it', () => {
    const start = new Date('2026-12-01T08:00:00Z');
    expect(bonusNotStartedReason(start)).toBe('Začít ho můžete od 1.\u00a012.\u00a02026 9:00.');
  });
});
