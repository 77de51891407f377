import { MockedProvider } from '@apollo/client/testing/react';
import { EXCLUSION_REGISTER_URL } from '@bonus/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CasinoPauseForm } from './CasinoPauseForm';
import { PAUSE_CASINOS_MUTATION } from './casino-pause.graphql';

const DAY = 86_400;
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * DAY;

function renderForm(pauseUntil: number | null, onPause = jest.fn()) {
  const mocks = [
    {
      request: { query: PAUSE_CASINOS_MUTATION, variables: { days: 14 } },
      result: () => {
        onPause();
        return { data: { pauseCasinos: { __typename: 'CasinoPause', until: inDays(14) } } };
      },
    },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <CasinoPauseForm pauseUntil={pauseUntil} onPaused={async () => undefined} />
    </MockedProvider>,
  );
}

describe('CasinoPauseForm', () => {
  it('refuses days outside 2–365 in Czech without asking', () => {
    renderForm(null);
    fireEvent.change(screen.getByLabelText('Počet dní (2–365)'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavit pauzu' }));
    expect(screen.getByText('Pauzu lze nastavit na 2 až 365 dní (celé číslo).')).toBeTruthy();
    expect(screen.queryByText('Potvrďte pauzu od kasin')).toBeNull();
  });

  it('asks for confirmation, saying the pause cannot be lifted, and sets it only when confirmed', async () => {
    const onPause = jest.fn();
    renderForm(null, onPause);
    expect(screen.getByTestId('casino-pause-status').textContent).toBe('Pauzu teď nastavenou nemáte.');
    fireEvent.change(screen.getByLabelText('Počet dní (2–365)'), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavit pauzu' }));
    expect(screen.getByText('Pauzu potom nepůjde zrušit ani zkrátit, jen prodloužit.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zpět', hidden: true }));
    expect(onPause).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Nastavit pauzu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ano, nastavit pauzu', hidden: true }));
    await waitFor(() => expect(onPause).toHaveBeenCalledTimes(1));
  });

  it('says the pause only hides casino offers here, and that the Ministry of Finance register (RVO) is what bars play', () => {
    renderForm(inDays(10));
    expect(screen.getByTestId('casino-pause-status').textContent).toContain('Do té doby kasinové nabídky v seznamu bonusů skrýváme.');
    const register = screen.getByTestId('casino-pause-register');
    expect(screen.getByRole('heading', { name: 'Pauza není sebevyloučení' })).toBeTruthy();
    expect(register.textContent).toContain('hrát u kasin vám ale nezabrání');
    expect(register.textContent).toContain('rejstříku vyloučených osob (RVO), který vede Ministerstvo financí');
    expect(register.textContent).toContain('O zápis může sám požádat kdokoli; vyškrtnout se z rejstříku lze nejdříve po roce.');
    expect(screen.getByRole('link', { name: /Rejstřík vyloučených osob na stránkách Ministerstva financí/ }).getAttribute('href')).toBe(EXCLUSION_REGISTER_URL);
  });

  it('shows a running pause and says a shorter one would not shorten it', () => {
    renderForm(inDays(60));
    expect(screen.getByTestId('casino-pause-status').textContent).toContain('Zrušit ani zkrátit ji nelze, jen prodloužit.');
    fireEvent.change(screen.getByLabelText('Počet dní (2–365)'), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prodloužit pauzu' }));
    expect(screen.getByText(/Kratší pauza ji nezkrátí/)).toBeTruthy();
  });
});
