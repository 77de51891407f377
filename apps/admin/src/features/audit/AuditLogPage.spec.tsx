import { fireEvent, render, screen, within } from '@testing-library/react';
import { recordingApollo } from '../../shared/testing/recording-apollo';
import { inRouter } from '../../shared/testing/in-router';
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
    render(<AuditLogPage />, { wrapper: inRouter(wrapper) });
    const [newest] = await screen.findAllByTestId('audit-entry');
    expect(newest.querySelector('.audit-entry__sentence')?.textContent).toBe('Správce jan@bonusklub.cz změnil Minimální výběr 400\u00a0Kč → 500\u00a0Kč.');
    const raw = within(newest).getByText('Podrobnosti').closest('details') as HTMLDetailsElement;
    expect(raw.open).toBe(false);
    expect(raw.textContent).toContain('graphql:saveSiteSettings');
    expect(raw.textContent).toContain('"minWithdrawal": 500');
  });

  it('searches the sentences ignoring accents and filters by who acted', async () => {
    const { wrapper } = recordingApollo(() => ({
      data: {
        auditLog: [
          entry(3, 'system:refunded', { paymentId: 31, amountHalere: 29_900 }),
          entry(2, 'members:setAdminRights', { userId: 'u-81', email: 'eva@example.cz', admin: true, reason: 'Nová kolegyně v podpoře' }),
          entry(1, 'graphql:reorderFaqs', { ids: [1] }),
        ],
      },
    }));
    render(<AuditLogPage />, { wrapper: inRouter(wrapper) });
    const sentences = () => screen.getAllByTestId('audit-entry').map((row) => row.querySelector('.audit-entry__sentence')?.textContent);
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Hledat osobu, akci nebo údaj'), { target: { value: 'kolegyne' } });
    expect(sentences()).toEqual(['Správce jan@bonusklub.cz udělil členovi eva@example.cz práva administrátora: Nová kolegyně v podpoře.']);
    fireEvent.change(screen.getByLabelText('Hledat osobu, akci nebo údaj'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Systém' }));
    expect(sentences()).toEqual(['Systém vrátil platbu č. 31 (299\u00a0Kč).']);
  });
});
