import { render, screen, within } from '@testing-library/react';
import { CheckoutItem, CheckoutSummary } from './CheckoutSummary';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
const NOV_29 = new Date('2026-11-29T10:00:00Z');
const basic: CheckoutItem = { tierName: 'Basic', generation: '1. generace', monthly: 899, firstPayment: null, promo: null };
/** A summary line as "term | amount". */
const line = (testId: string) => {
  const element = screen.getByTestId(testId);
  return `${plain(element.querySelector('dt')?.textContent)} | ${plain(element.querySelector('dd')?.textContent)}`;
};

describe('CheckoutSummary', () => {
  it('itemises a plain monthly plan: plan, generation, period, price with DPH, charged today, next charge and how to cancel', () => {
    render(<CheckoutSummary item={basic} now={NOV_29} />);
    const summary = screen.getByRole('region', { name: 'Shrnutí objednávky' });
    const terms = within(summary).getAllByRole('term').map((term) => plain(term.textContent));
    expect(terms).toEqual(['Členství', 'Generace', 'Období', 'Cena', 'Dnes zaplatíte', 'Další platba 29. 12. 2026']);
    expect(within(summary).getByText('1. generace')).toBeTruthy();
    expect(line('checkout-price')).toBe('Cena | 899 Kč / měsíc včetně DPH');
    expect(line('checkout-today')).toBe('Dnes zaplatíte | 899 Kč');
    expect(line('checkout-next')).toBe('Další platba 29. 12. 2026 | 899 Kč');
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
    expect(plain(screen.getByTestId('checkout-cancel').textContent)).toBe('Předplatné můžete kdykoli zrušit v Nastavení → Členství; členství pak platí do konce zaplaceného období.');
  });

  it('shows the promo code and its discount, today’s promo price and the promo price again next month', () => {
    render(<CheckoutSummary item={{ ...basic, promo: { code: 'VITEJTE20', percent: 20, months: 3 } }} now={NOV_29} />);
    expect(line('checkout-discount')).toBe('Slevový kód VITEJTE20 (sleva 20 % na 3 měsíce) | −180 Kč');
    expect(line('checkout-today')).toBe('Dnes zaplatíte | 719 Kč');
    expect(line('checkout-next')).toBe('Další platba 29. 12. 2026 | 719 Kč');
    expect(screen.getByText(/Tato cena platí první 3 měsíce, pak 899 Kč měsíčně\./)).toBeTruthy();
  });

  it('takes the unused rest of the current plan off an upgrade’s first month, then charges the full price', () => {
    render(<CheckoutSummary item={{ ...basic, tierName: 'Premium', monthly: 1299, firstPayment: 712 }} now={NOV_29} />);
    expect(line('checkout-discount')).toBe('Nevyužitá část současného předplatného | −587 Kč');
    expect(line('checkout-today')).toBe('Dnes zaplatíte | 712 Kč');
    expect(line('checkout-next')).toBe('Další platba 29. 12. 2026 | 1 299 Kč');
  });

  it('leaves the generation out while it is not known', () => {
    render(<CheckoutSummary item={{ ...basic, generation: null }} now={NOV_29} />);
    expect(screen.queryByText('Generace')).toBeNull();
  });
});
