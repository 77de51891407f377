import { MockedProvider, MockedProviderProps } from '@apollo/client/testing/react';
import { GENERATION_QUERY, TIERS_QUERY, TierView } from '@bonus/client';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PricingSection } from './PricingSection';

const tier = (id: number, code: string, name: string, price: number): TierView => ({
  id, code, name, price, subtitle: `${name} podtitulek`, features: [`${name} výhoda`], featured: code === 'basic',
  color: '#000', buttonText: `Vybrat ${name}`, specialMark: null,
});

const nbsp = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

function renderWith(mocks: MockedProviderProps['mocks']) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <PricingSection />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('PricingSection', () => {
  it('shows each tier with its Czech monthly price and a link to registration', async () => {
    renderWith([
      { request: { query: TIERS_QUERY }, result: { data: { tiers: [tier(1, 'free', 'Free', 0), tier(2, 'basic', 'Basic', 899), tier(3, 'premium', 'Premium', 1299)] } } },
    ]);
    expect(screen.getByRole('status').textContent).toMatch(/Načítám ceník/);
    expect(nbsp((await screen.findByTestId('tier-price-premium')).textContent)).toBe('1 299 Kč / měsíc');
    expect(nbsp(screen.getByTestId('tier-price-basic').textContent)).toBe('899 Kč / měsíc');
    expect(nbsp(screen.getByTestId('tier-price-free').textContent)).toBe('0 Kč / měsíc');
    expect(screen.getByRole('link', { name: 'Vybrat Basic' }).getAttribute('href')).toBe('/register?tierId=2');
  });

  it('says so, with a retry, when the tiers cannot be loaded', async () => {
    renderWith([{ request: { query: TIERS_QUERY }, error: new Error('offline') }]);
    expect((await screen.findByRole('alert')).textContent).toMatch('Error while fetching Tiers');
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeTruthy();
  });

  it("shows how many seats are left in the generation on sale", async () => {
    renderWith([
      { request: { query: TIERS_QUERY }, result: { data: { tiers: [tier(2, 'basic', 'Basic', 899)] } } },
      { request: { query: GENERATION_QUERY }, result: { data: { generation: { id: 1, name: '1. generace', limit: 1000, currentLoad: 990 } } } },
    ]);
    expect(nbsp((await screen.findByTestId('generation-capacity')).textContent)).toBe(
      '1. generace: zbývá 10 z 1 000 míst za tuto cenu. Další generace bude o 25 % dražší.',
    );
  });
});
