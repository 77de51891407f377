import { isDraftAfterSave } from './bonus-drafts';

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
});
