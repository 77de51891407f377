import { MockedProvider } from '@apollo/client/testing/react';
import { EXCLUSION_REGISTER_URL } from '@bonus/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BonusLockNote } from './BonusLockNote';
import { DECLARE_CASINO_SELF_EXCLUSION_MUTATION } from './bonuses.graphql';

const renderNote = (code: 'SELF_EXCLUSION_DECLARATION_MISSING' | 'CASINO_PAUSE', onDeclare = jest.fn()) =>
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: DECLARE_CASINO_SELF_EXCLUSION_MUTATION },
          result: () => {
            onDeclare();
            return { data: { declareCasinoSelfExclusion: { __typename: 'CasinoDeclaration', declaredAt: 1_790_000_000 } } };
          },
        },
      ]}
    >
      <MemoryRouter>
        <BonusLockNote lock={{ code, message: 'Zamčeno', upgradable: false }} />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('BonusLockNote', () => {
  it('opens the self-exclusion declaration with the Ministry of Finance page, and declares on confirmation', async () => {
    const onDeclare = jest.fn();
    renderNote('SELF_EXCLUSION_DECLARATION_MISSING', onDeclare);
    fireEvent.click(screen.getByRole('button', { name: 'Potvrdit prohlášení' }));
    const link = screen.getByRole('link', { name: /Rejstřík vyloučených osob na stránkách Ministerstva financí/, hidden: true });
    expect(link.getAttribute('href')).toBe(EXCLUSION_REGISTER_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Potvrzuji', hidden: true }));
    await waitFor(() => expect(onDeclare).toHaveBeenCalledTimes(1));
  });

  it('leads a paused member to the pause settings, with no way to declare or upgrade', () => {
    renderNote('CASINO_PAUSE');
    expect(screen.getByRole('link', { name: 'Pauza od kasin' }).getAttribute('href')).toBe('/dashboard/settings?tab=casino-pause');
    expect(screen.queryByRole('button', { name: 'Potvrdit prohlášení' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Zvýšit členství' })).toBeNull();
  });
});
