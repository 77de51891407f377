import { fieldErrors } from './form-validation';
import { addOneMonth, createOrderInputSchema } from './order-input';

describe('order input', () => {
  it('needs a tier id and a known scope', () => {
    expect(fieldErrors(createOrderInputSchema, { tier_id: 2, subscription_scope: 'registration' })).toBeNull();
    expect(fieldErrors(createOrderInputSchema, { tier_id: 'x', subscription_scope: 'settings' })).toEqual({ tier_id: 'Vyberte členství' });
    expect(fieldErrors(createOrderInputSchema, { tier_id: 0, subscription_scope: 'gift' })).toEqual({
      tier_id: 'Vyberte členství',
      subscription_scope: 'Neplatný typ objednávky',
    });
  });
});

describe('addOneMonth', () => {
  it('moves to the same day next month, or the last day of a shorter month', () => {
    expect(addOneMonth(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-01-31T08:00:00Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addOneMonth(new Date('2028-01-31T08:00:00Z')).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
