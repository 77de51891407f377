import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { recordingApollo, SentOperation } from '../../shared/testing/recording-apollo';
import { inRouter } from '../../shared/testing/in-router';
import { AdminUsersPage } from './AdminUsersPage';

const member = { __typename: 'AdminUser', id: 'u-1', name: 'jana', fullName: 'Jana Nováková', email: 'jana@example.cz', tierName: 'Premium', creationTimestamp: 1_795_000_000, earnings: 0, active: true, admin: false, pendingApproval: false };

function answer({ operationName }: SentOperation) {
  if (operationName === 'AdminUsersCsv') return { data: { adminUsersCsv: '\uFEFFID;Přezdívka\r\n' } };
  return { data: { adminUsers: { __typename: 'AdminUserPage', users: [member], totalCount: 1, currentPage: 1, pageCount: 1 } } };
}

describe('AdminUsersPage', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the download itself is DownloadButton's, not what this spec checks.
    URL.createObjectURL ??= () => 'blob:test';
    URL.revokeObjectURL ??= () => undefined;
  });

  it('filters by tier on the server, one tier at a time, from the address and the chips', async () => {
    const { sent, wrapper } = recordingApollo(answer);
    render(<AdminUsersPage />, { wrapper: inRouter(wrapper, '/admin/users?tier=basic') });
    await screen.findByText('Jana Nováková');
    const lastInput = () => sent.filter((op) => op.operationName === 'AdminUsers').at(-1)?.variables.input as Record<string, unknown> | undefined;
    expect(lastInput()).toMatchObject({ tier: 'basic' });
    expect(screen.getByRole('button', { name: 'Basic' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Premium' }));
    await waitFor(() => expect(lastInput()).toMatchObject({ tier: 'premium', currentPage: 1 }));
    expect(screen.getByRole('button', { name: 'Basic' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Premium' }));
    await waitFor(() => expect(lastInput()?.tier).toBeUndefined());
  });

  it('exports the CSV of what the filters match', async () => {
    const { sent, wrapper } = recordingApollo(answer);
    render(<AdminUsersPage />, { wrapper: inRouter(wrapper, '/admin/users?tier=free&status=active&role=member&search=nov') });
    await screen.findByText('Jana Nováková');
    fireEvent.click(screen.getByRole('button', { name: 'Exportovat vyfiltrované (CSV)' }));
    await waitFor(() => expect(sent.some((op) => op.operationName === 'AdminUsersCsv')).toBe(true));
    const csv = sent.find((op) => op.operationName === 'AdminUsersCsv');
    expect(csv?.variables.input).toEqual({ search: 'nov', status: 'active', admin: false, tier: 'free' });
  });
});
