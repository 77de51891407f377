import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { OFFER_VALUES_QUERY } from './bonus-value.graphql';
import { OfferValueSection } from './OfferValueSection';

const value = {
  __typename: 'BonusValue',
  wageringTotal: 30_000,
  expectedLoss: 1050,
  expectedValue: 412,
  p10: -200,
  p90: 1100,
  rtp: 96.5,
  distribution: [
    { __typename: 'OutcomeBucket', from: -1000, to: 0, share: 0.4 },
    { __typename: 'OutcomeBucket', from: 0, to: 1000, share: 0.6 },
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
  it('says per game what the offer is worth, in Czech with non-breaking spaces, with a chart of the outcomes', async () => {
    renderSection([{ __typename: 'OfferGameValue', game, value }]);
    expect(await screen.findByRole('heading', { name: 'Hodnota bonusu' })).toBeTruthy();
    expect(document.querySelector('.bonus-value__sentence')?.textContent).toBe('Očekávaná hodnota 412\u00a0Kč (v 8 z 10 případů \u2212200 až 1\u00a0100\u00a0Kč), protočit 30\u00a0000\u00a0Kč');
    expect(screen.getByRole('heading', { name: 'Gates of Olympus' })).toBeTruthy();
    expect(document.querySelector('.bonus-value__note')?.textContent).toContain('Kasino si z protočení nechá v průměru 1\u00a0050\u00a0Kč (RTP 96,5\u00a0%)');
    expect(document.querySelector('.ui-outcome-chart desc')?.textContent).toBe('\u22121\u00a0000 až 0\u00a0Kč: 40\u00a0%; 0 až 1\u00a0000\u00a0Kč: 60\u00a0%');
  });

  it('shows nothing for an offer without value terms', async () => {
    const { container } = renderSection([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
