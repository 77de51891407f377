import { TierView } from '@bonus/client';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PricingSection } from './PricingSection';

const tier = (id: number, code: string, name: string, price: number): TierView => ({
  id, code, name, price, subtitle: `${name} podtitulek`, features: [`${name} výhoda`], featured: code === 'basic',
  color: '#000', buttonText: `Vybrat ${name}`, specialMark: null, placesLeft: null,
});

const nbsp = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

/** The api as the home page reaches it: one POST /graphql per query, answered by operation name. */
function answerQueries(answers: Record<string, () => Response>) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const { query } = JSON.parse(String(init?.body)) as { query: string };
    const operation = /query (\w+)/.exec(query)?.[1] ?? '';
    const answer = answers[operation];
    return answer ? answer() : Response.json({ errors: [{ message: 'no mock', extensions: { code: 'NOT_MOCKED' } }] });
  });
}

function renderSection() {
  return render(
    <MemoryRouter>
      <PricingSection />
    </MemoryRouter>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('PricingSection', () => {
  it("tells no second scarcity story with a limited tier's places left, and disables its button when none are left", async () => {
    answerQueries({ Tiers: () => Response.json({ data: { tiers: [tier(2, 'basic', 'Basic', 899), { ...tier(3, 'premium', 'Premium', 1299), placesLeft: 3 }] } }) });
    const { unmount } = renderSection();
    expect(await screen.findByRole('link', { name: 'Vybrat Premium' })).toBeTruthy();
    expect(screen.queryByTestId('tier-places-premium')).toBeNull();
    expect(screen.queryByText(/Zbývají 3/)).toBeNull();
    unmount();

    answerQueries({ Tiers: () => Response.json({ data: { tiers: [{ ...tier(3, 'premium', 'Premium', 1299), placesLeft: 0 }] } }) });
    renderSection();
    expect((await screen.findByTestId('tier-places-premium')).textContent).toBe('Vyprodáno: volná místa už nejsou.');
    expect((screen.getByRole('button', { name: 'Vybrat Premium' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Vybrat Premium' })).toBeNull();
  });

  it('shows each tier with its Czech monthly price and a link to registration', async () => {
    answerQueries({ Tiers: () => Response.json({ data: { tiers: [tier(1, 'free', 'Free', 0), tier(2, 'basic', 'Basic', 899), tier(3, 'premium', 'Premium', 1299)] } }) });
    renderSection();
    expect(screen.getByRole('status').textContent).toMatch(/Načítám ceník/);
    expect(nbsp((await screen.findByTestId('tier-price-premium')).textContent)).toBe('1 299 Kč / měsíc');
    expect(nbsp(screen.getByTestId('tier-price-basic').textContent)).toBe('899 Kč / měsíc');
    expect(nbsp(screen.getByTestId('tier-price-free').textContent)).toBe('0 Kč / měsíc');
    expect(screen.getByRole('link', { name: 'Vybrat Basic' }).getAttribute('href')).toBe('/register?tierId=2');
  });

  it('says so, with a retry that loads the tiers once the api answers', async () => {
    let online = false;
    answerQueries({ Tiers: () => (online ? Response.json({ data: { tiers: [tier(2, 'basic', 'Basic', 899)] } }) : new Response('down', { status: 502 })) });
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toMatch('Error while fetching Tiers');
    online = true;
    act(() => screen.getByRole('button', { name: 'Zkusit znovu' }).click());
    expect(nbsp((await screen.findByTestId('tier-price-basic')).textContent)).toBe('899 Kč / měsíc');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows how many seats are left in the generation on sale', async () => {
    answerQueries({
      Tiers: () => Response.json({ data: { tiers: [tier(2, 'basic', 'Basic', 899)] } }),
      Generation: () => Response.json({ data: { generation: { id: 1, name: '1. generace', limit: 1000, currentLoad: 990 } } }),
    });
    renderSection();
    expect(nbsp((await screen.findByTestId('generation-capacity')).textContent)).toBe(
      '1. generace: zbývá 10 z 1 000 míst za tuto cenu. Další generace bude o 25 % dražší.',
    );
  });

  it('agrees the verb with a few seats left', async () => {
    answerQueries({
      Tiers: () => Response.json({ data: { tiers: [tier(2, 'basic', 'Basic', 899)] } }),
      Generation: () => Response.json({ data: { generation: { id: 1, name: '1. generace', limit: 1000, currentLoad: 997 } } }),
    });
    renderSection();
    expect(nbsp((await screen.findByTestId('generation-capacity')).textContent)).toMatch(/^1\. generace: zbývají 3 z 1 000 míst/);
  });
});
