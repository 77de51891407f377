import { useMutation } from '@apollo/client/react';
import { Button, Modal } from '@bonus/ui';
import { failureText } from '../../shared/failure-text';
import { AdminUserView, DELETE_ADMIN_USER_MUTATION } from './users.graphql';
import type { Notice } from '../../shared/notice';

/** Asks before erasing a member's personal data, erases it, and reports how it went. */
export function EraseUserModal({ user, onClose, onNotice }: { user: AdminUserView | null; onClose: () => void; onNotice: (notice: Notice) => void }) {
  const [deleteUser, deleting] = useMutation(DELETE_ADMIN_USER_MUTATION, { refetchQueries: ['AdminUsers'], awaitRefetchQueries: true });
  const erase = async () => {
    if (!user) return;
    try {
      await deleteUser({ variables: { id: user.id } });
      onNotice({ kind: 'success', text: `Osobní údaje uživatele ${user.name} byly smazány.` });
    } catch (failure) {
      onNotice({ kind: 'error', text: failureText(failure) });
    }
    onClose();
  };
  return (
    <Modal
      open={user !== null}
      title="Smazat uživatele"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          <Button onClick={() => void erase()} disabled={deleting.loading}>
            Smazat osobní údaje
          </Button>
        </>
      }
    >
      <p>
        Smazat osobní údaje uživatele <strong>{user?.email ?? user?.name}</strong>? Předplatné se zruší a účetní záznamy zůstanou anonymně. Akci nelze vrátit.
      </p>
    </Modal>
  );
}
