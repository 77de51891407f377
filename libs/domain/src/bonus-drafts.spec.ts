import { ADMIN_BONUS_STATUS, adminBonusStatus, isDraftAfterSave } from './bonus-drafts';

describe('bonus drafts', () => {
  it('makes a new bonus a draft only when asked', () => {
    expect(isDraftAfterSave(null, true)).toBe(true);
    expect(isDraftAfterSave(null, false)).toBe(false);
    expect(isDraftAfterSave(null, undefined)).toBe(false);
  });

  it('keeps a draft a draft until it is published, also for callers that send no draft field', () => {
    expect(isDraftAfterSave({ draft: true }, undefined)).toBe(true);
    expect(isDraftAfterSave({ draft: true }, true)).toBe(true);
    expect(isDraftAfterSave({ draft: true }, false)).toBe(false);
  });

  it('never turns a published bonus back into a draft', () => {
    expect(isDraftAfterSave({ draft: false }, undefined)).toBe(false);
    expect(isDraftAfterSave({ draft: false }, false)).toBe(false);
    expect(() => isDraftAfterSave({ draft: false }, true)).toThrow(expect.objectContaining({ code: 'BONUS_ALREADY_PUBLISHED' }));
  });

  it('gives the admin list the state of a bonus from its dates: an expired bonus is over, not active', () => {
    const bonus = { draft: false, startTimestamp: 1000, endTimestamp: 2000 };
    expect(adminBonusStatus(bonus, 999)).toBe('scheduled');
    expect(adminBonusStatus(bonus, 1000)).toBe('active');
    expect(adminBonusStatus(bonus, 1999)).toBe('active');
    expect(adminBonusStatus(bonus, 2000)).toBe('ended');
    expect(adminBonusStatus({ ...bonus, draft: true }, 1500)).toBe('draft');
    expect([adminBonusStatus(bonus, 999), adminBonusStatus(bonus, 1500), adminBonusStatus(bonus, 2500)].map((state) => ADMIN_BONUS_STATUS[state].label)).toEqual(['Připravený', 'Aktivní', 'Skončil']);
  });
});
