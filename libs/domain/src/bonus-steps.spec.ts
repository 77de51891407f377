import fc from 'fast-check';
import { allStepsDone, canCompleteStep, completeStep, isValidProgressChange, stepStatus, undoStep } from './bonus-steps';

describe('bonus steps', () => {
  it('lets only the first not-yet-completed step be completed', () => {
    expect(canCompleteStep(0, 0, 4)).toBe(true);
    expect(canCompleteStep(1, 0, 4)).toBe(false);
    expect(canCompleteStep(2, 2, 4)).toBe(true);
    expect(canCompleteStep(1, 2, 4)).toBe(false);
    expect(canCompleteStep(4, 4, 4)).toBe(false);
  });

  it('records n + 1 on completing step n and n on undoing it', () => {
    expect(completeStep(0, 0, 3)).toBe(1);
    expect(completeStep(2, 2, 3)).toBe(3);
    expect(undoStep(0, 3)).toBe(0);
    expect(undoStep(1, 3)).toBe(1);
    expect(() => completeStep(1, 0, 3)).toThrow(RangeError);
    expect(() => undoStep(2, 2)).toThrow(RangeError);
  });

  it('gives each step a status', () => {
    expect([0, 1, 2, 3].map((i) => stepStatus(i, 2))).toEqual(['completed', 'completed', 'available', 'locked']);
    expect(stepStatus(2, 2, 2)).toBe('active');
    expect(stepStatus(0, 2, 0)).toBe('completed');
  });

  it('enables "mark as completed" only when all steps are done', () => {
    expect(allStepsDone(2, 3)).toBe(false);
    expect(allStepsDone(3, 3)).toBe(true);
    expect(allStepsDone(0, 0)).toBe(true);
  });

  it('keeps a consistent progress over any sequence of completes and undos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.tuple(fc.boolean(), fc.nat(10)), { maxLength: 60 }), (count, actions) => {
        let stepIdx = 0;
        for (const [complete, target] of actions) {
          const index = target % count;
          if (complete && canCompleteStep(index, stepIdx, count)) {
            const next = completeStep(index, stepIdx, count);
            expect(isValidProgressChange(stepIdx, next, count)).toBe(true);
            stepIdx = next;
          } else if (!complete && index < stepIdx) {
            const next = undoStep(index, stepIdx);
            expect(isValidProgressChange(stepIdx, next, count)).toBe(true);
            stepIdx = next;
          }
          const statuses = Array.from({ length: count }, (_, i) => stepStatus(i, stepIdx));
          // Completed steps form a prefix, followed by at most one available step, then locked ones.
          expect(statuses.join(',')).toMatch(/^(completed,?)*(available,?)?(locked,?)*$/);
          expect(statuses.filter((s) => s === 'completed')).toHaveLength(stepIdx);
          expect(allStepsDone(stepIdx, count)).toBe(stepIdx === count);
        }
      }),
    );
  });

  it('accepts on the server only the next step or an undo', () => {
    expect(isValidProgressChange(1, 2, 4)).toBe(true);
    expect(isValidProgressChange(3, 0, 4)).toBe(true);
    expect(isValidProgressChange(1, 3, 4)).toBe(false);
    expect(isValidProgressChange(1, 1, 4)).toBe(false);
    expect(isValidProgressChange(4, 5, 4)).toBe(false);
    expect(isValidProgressChange(0, -1, 4)).toBe(false);
    expect(isValidProgressChange(0, 0.5, 4)).toBe(false);
  });
});
