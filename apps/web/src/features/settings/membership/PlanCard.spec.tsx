import { render, screen } from '@testing-library/react';
import type { MembershipPlanView } from './membership.graphql';
import { PlanCard } from './PlanCard';

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
const DEC_12 = Date.UTC(2026, 11, 12, 10) / 1000;

const plan = (overrides: Partial<MembershipPlanView>): MembershipPlanView => ({
  tierId: 2,
  tierName: 'Basic',
  monthlyPrice: 899,
  generationNumber: 1,
  billing: { kind: 'renews', timestamp: DEC_12, amount: 719 },
  paymentMethod: 'Místní platební brána',
  payments: [],
  upgradePrices: [],
  ...overrides,
});

describe('PlanCard', () => {
  it('shows a paid plan: tier, monthly price, the generation price kept, next charge and payment method', () => {
    render(<PlanCard plan={plan({})} />);
    expect(screen.getByRole('heading', { name: 'Basic' })).toBeTruthy();
    expect(plain(screen.getByTestId('plan-card').textContent)).toContain('899 Kč / měsíc');
    expect(plain(screen.getByTestId('plan-locked-price').textContent)).toBe('Cena 1. generace zamčena: 899 Kč měsíčně');
    expect(plain(screen.getByTestId('plan-billing').textContent)).toBe('Další platba 12. 12. 2026: 719 Kč');
    expect(screen.getByTestId('plan-payment-method').textContent).toBe('Platební metoda: Místní platební brána');
  });

  it('says when a cancelled plan ends instead of a next charge', () => {
    render(<PlanCard plan={plan({ billing: { kind: 'ends', timestamp: DEC_12, amount: null } })} />);
    expect(plain(screen.getByTestId('plan-billing').textContent)).toBe('Členství skončí 12. 12. 2026');
  });

  it('shows the free tier without payment lines', () => {
    render(<PlanCard plan={plan({ tierId: 1, tierName: 'Free', monthlyPrice: 0, generationNumber: null, billing: { kind: 'none', timestamp: null, amount: null }, paymentMethod: null })} />);
    expect(screen.getByRole('heading', { name: 'Free' })).toBeTruthy();
    expect(screen.queryByTestId('plan-billing')).toBeNull();
    expect(screen.queryByTestId('plan-payment-method')).toBeNull();
    expect(screen.getByText(/Zdarma, bez plateb/)).toBeTruthy();
  });
});
