import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { OFFER_VALUES_QUERY } from './bonus-value.graphql';
import { OfferValueSection } from './OfferValueSection';

const value = {
  __typename: 'BonusValue',
  wageringTotal: 30_000,
  expectedLoss: 1050,
  expectedValue: 226,
  standardError: 0,
  bustProbability: 0.81,
  stakePerSpin: 125,
  headline: 'V 8 z 10 případů přijdete o celý vklad 1\u00a0000\u00a0Kč; v průměru 226\u00a0Kč, protočit 30\u00a0000\u00a0Kč',
  playAssumption: 'Počítáme se sázkou 125\u00a0Kč na otočku (max. sázka).',
  p10: -1000,
  p90: -1000,
  rtp: 96.5,
  distribution: [
    { __typename: 'OutcomeBucket', from: -1000, to: -1000, share: 0.81 },
    { __typename: 'OutcomeBucket', from: -990, to: 0, share: 0.09 },
    { __typename: 'OutcomeBucket', from: 0, to: 5000, share: 0.1 },
  ],
};
const game = { __typename: 'Game', id: 7, name: 'Gates of Olympus', rtp: 96.5, volatility: 'high' };

const renderSection = (offerValues: unknown[]) =>
  render(
    <MockedProvider mocks={[{ request: { query: OFFER_VALUES_QUERY, variables: { bonusId: 3 } }, result: { data: { offerValues } } }]}>
      <OfferValueSection bonusId={3} />
    </MockedProvider>,
  );

describe('OfferValueSection', () => {
  it('starts collapsed to the usual outcome, and opens to the figures and the chart from its disclosure button', async () => {
    renderSection([{ __typename: 'OfferGameValue', game, value }]);
    const toggle = await screen.findByRole('button', { name: 'Jak to může dopadnout' });
    expect(screen.getByRole('heading', { name: 'Jak to může dopadnout' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(document.querySelector('.ui-outcome-chart')).toBeNull();
    expect([...document.querySelectorAll('.bonus-value__sentence')].map((sentence) => sentence.textContent)).toEqual([value.headline]);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.querySelector('.ui-outcome-chart')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.ui-outcome-chart')).toBeNull();
  });

  it('says per game the usual outcome first, the play assumed, and a chart with titled axes whose first bar is the whole deposit lost', async () => {
    renderSection([{ __typename: 'OfferGameValue', game, value }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Jak to může dopadnout' }));
    expect(document.querySelector('.bonus-value__sentence')?.textContent).toBe(value.headline);
    expect(screen.getByRole('heading', { name: 'Gates of Olympus' })).toBeTruthy();
    const notes = [...document.querySelectorAll('.bonus-value__note')].map((note) => note.textContent);
    expect(notes[0]).toBe(value.playAssumption);
    expect(notes[1]).toContain('Kasino si z protočení nechá v průměru 1\u00a0050\u00a0Kč (RTP 96,5\u00a0%)');
    expect(document.querySelector('.ui-outcome-chart desc')?.textContent).toBe('\u22121\u00a0000\u00a0Kč: 81\u00a0%; \u2212990 až 0\u00a0Kč: 9\u00a0%; 0 až 5\u00a0000\u00a0Kč: 10\u00a0%');
    const texts = [...document.querySelectorAll('.ui-outcome-chart svg text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Výsledek jednoho průchodu (Kč)', 'Podíl průchodů (%)']));
  });

  it('shows one value for an offer played on several games: the best game’s, and names the others as worse without a figure', async () => {
    const other = { ...game, id: 8, name: 'Starburst' };
    const third = { ...game, id: 9, name: 'Book of Dead' };
    renderSection([
      { __typename: 'OfferGameValue', game: other, value: { ...value, expectedValue: 100, headline: 'v průměru 100\u00a0Kč' } },
      { __typename: 'OfferGameValue', game, value },
      { __typename: 'OfferGameValue', game: third, value: { ...value, expectedValue: 50, headline: 'v průměru 50\u00a0Kč' } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Jak to může dopadnout' }));
    expect((await screen.findByRole('heading', { name: /^Gates of Olympus/ })).textContent).toBe('Gates of Olympus Hodnota nabídky');
    expect(screen.queryByRole('heading', { name: /^Starburst/ })).toBeNull();
    expect([...document.querySelectorAll('.bonus-value__sentence')].map((sentence) => sentence.textContent)).toEqual([value.headline]);
    expect(document.querySelector('.offer-value__others')?.textContent?.replace(/\s+/g, ' ')).toBe('Hodnota nabídky je spočítaná na její nejlepší hře; na hrách Starburst a Book of Dead vychází nižší.');
    expect(document.querySelector('.offer-value')?.textContent).not.toMatch(/v průměru (100|50)\u00a0Kč/);
  });

  it('shows nothing for an offer without value terms', async () => {
    const { container } = renderSection([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
