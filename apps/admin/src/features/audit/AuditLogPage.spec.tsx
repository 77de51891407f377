import { render, screen, within } from '@testing-library/react';
import { recordingApollo } from '../../shared/testing/recording-apollo';
import { AuditLogPage } from './AuditLogPage';

const entry = (id: number, action: string, details: unknown) => ({ __typename: 'AuditEntry', id, actorName: 'jan@bonusklub.cz', action, details, creationTimestamp: 1_795_000_000 + id });

describe('AuditLogPage', () => {
  it('shows each entry as a sentence, newest first, with the recorded data behind "Podrobnosti"', async () => {
    const settings = { siteName: 'Bonus Klub', minWithdrawal: 400 };
    const { wrapper } = recordingApollo(() => ({
      data: {
        auditLog: [entry(2, 'graphql:saveSiteSettings', { input: { ...settings, minWithdrawal: 500 } }), entry(1, 'graphql:saveSiteSettings', { input: settings })],
      },
    }));
    render(<AuditLogPage />, { wrapper });
    const [newest] = await screen.findAllByTestId('audit-entry');
    expect(newest.querySelector('.audit-entry__sentence')?.textContent).toBe('Správce jan@bonusklub.cz změnil Minimální výběr 400\u00a0Kč → 500\u00a0Kč.');
    const raw = within(newest).getByText('Podrobnosti').closest('details') as HTMLDetailsElement;
    expect(raw.open).toBe(false);
    expect(raw.textContent).toContain('graphql:saveSiteSettings');
    expect(raw.textContent).toContain('"minWithdrawal": 500');
  });
});
