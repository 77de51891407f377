import { fieldErrors } from './form-validation';
import { newsletterInputSchema, pendingDeliveries } from './newsletter';

describe('the newsletter form', () => {
  it('needs a subject of at most 150 characters and a body with visible text', () => {
    expect(fieldErrors(newsletterInputSchema, { subject: ' Novinky ', html: '<p>Ahoj</p>' })).toBeNull();
    expect(newsletterInputSchema.parse({ subject: ' Novinky ', html: '<p>Ahoj</p>' }).subject).toBe('Novinky');
    expect(fieldErrors(newsletterInputSchema, { subject: '', html: '<p></p>' })).toEqual({ subject: 'Zadejte předmět newsletteru', html: 'Napište text newsletteru' });
    expect(fieldErrors(newsletterInputSchema, { subject: 'x'.repeat(151), html: 'y'.repeat(100_001) })).toEqual({
      subject: 'Předmět může mít nejvýše 150 znaků',
      html: 'Text newsletteru je příliš dlouhý',
    });
  });

  it('counts the copies still waiting', () => {
    expect(pendingDeliveries({ recipients: 10, sent: 6, failed: 1, skipped: 2 })).toBe(1);
    expect(pendingDeliveries({ recipients: 0, sent: 0, failed: 0, skipped: 0 })).toBe(0);
  });
});
