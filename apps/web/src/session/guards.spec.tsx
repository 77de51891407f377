import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RequireMember } from './guards';
import { SessionContext, type SessionState } from './session-context';

/** RequireMember's screen for a member who cannot be loaded now, for `state`. */
function renderGuard(state: SessionState) {
  const session = { state, establish: async () => null, refresh: async () => undefined, logout: async () => undefined };
  render(
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <RequireMember pending={<p>Čeká</p>}>
          <p>Přehled</p>
        </RequireMember>
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

describe('RequireMember while the member cannot be loaded', () => {
  it.each([
    ['sign-in', 'Přihlášení je teď nedostupné, zkuste to za chvíli.'],
    ['maintenance', 'Probíhá údržba. Zkuste to prosím za chvíli.'],
    ['offline', 'Nepodařilo se načíst váš účet. Zkontrolujte připojení.'],
  ] as const)('says why (%s) and offers to try again, without the member’s pages', (reason, text) => {
    renderGuard({ status: 'unavailable', reason });
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('button')).toBeTruthy();
    expect(screen.queryByText('Přehled')).toBeNull();
  });
});
