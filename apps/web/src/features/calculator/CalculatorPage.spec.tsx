import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BONUS_VALUE_QUERY } from './calculator.graphql';
import { CalculatorPage } from './CalculatorPage';

const input = { bonusAmount: 1000, deposit: 1000, wageringMultiplier: 30, wageringBase: 'bonus', contributionPercent: 100, maxBet: 100, maxCashout: null, rtp: 96.5, volatility: 'high' };
const result = {
  __typename: 'BonusValue',
  wageringTotal: 30_000,
  expectedLoss: 1050,
  expectedValue: 303,
  standardError: 0,
  bustProbability: 0.62,
  stakePerSpin: 100,
  headline: 'V 6 z 10 případů přijdete o celý vklad 1\u00a0000\u00a0Kč; v průměru 303\u00a0Kč, protočit 30\u00a0000\u00a0Kč',
  playAssumption: 'Počítáme se sázkou 100\u00a0Kč na otočku (max. sázka).',
  p10: -1000,
  p90: 3903,
  rtp: 96.5,
  distribution: [{ __typename: 'OutcomeBucket', from: -1000, to: 0, share: 1 }],
};

const renderPage = () =>
  render(
    <MockedProvider mocks={[{ request: { query: BONUS_VALUE_QUERY, variables: { input } }, result: { data: { bonusValue: result } } }]}>
      <CalculatorPage />
    </MockedProvider>,
  );
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CalculatorPage', () => {
  it('computes the value of an offer typed in Czech', async () => {
    renderPage();
    type('Bonus', '1 000');
    type('Vklad', '1000');
    type('Násobek protočení', '30');
    type('Max. sázka', '100');
    type('RTP hry', '96,5');
    fireEvent.change(screen.getByLabelText('Volatilita hry'), { target: { value: 'high' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spočítat hodnotu' }));
    expect(await screen.findByRole('heading', { name: 'Výsledek' })).toBeTruthy();
    expect(document.querySelector('.bonus-value__sentence')?.textContent).toBe(result.headline);
    expect(document.querySelector('.bonus-value__note')?.textContent).toBe(result.playAssumption);
  });

  it('carries the 18+ notice and the Ministry of Finance warning, and shows each input\'s unit', () => {
    renderPage();
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('Hazardní hry jsou určeny jen osobám starším 18 let.');
    expect(notice.textContent).toContain('Ministerstvo financí varuje: Účastí na hazardní hře může vzniknout závislost!');
    const unitOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;
    expect(['Bonus', 'Vklad', 'Násobek protočení', 'Započítání hry', 'Max. sázka', 'Max. výběr (prázdné = bez limitu)', 'RTP hry'].map(unitOf)).toEqual(['Kč', 'Kč', '×', '%', 'Kč', 'Kč', '%']);
  });

  it('names nonsense in Czech under its field and asks nothing', async () => {
    renderPage();
    type('Započítání hry', '120');
    type('RTP hry', '101');
    fireEvent.click(screen.getByRole('button', { name: 'Spočítat hodnotu' }));
    await waitFor(() => expect(screen.getByText('Započítání hry musí být od 0,01 % do 100 %')).toBeTruthy());
    expect(screen.getByText('RTP musí být větší než 0 % a nejvýš 100 %')).toBeTruthy();
    expect(screen.getAllByText('Zadejte částku od 0 Kč')).toHaveLength(2);
    expect(screen.queryByText(/Očekávaná hodnota/)).toBeNull();
  });
});
