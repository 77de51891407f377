import { GAMBLING_WARNING } from '@bonus/domain';
import { Button, Modal } from '@bonus/ui';

/** The risks a person confirms before the account is created (spec section 4). */
export function RisksModal({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Modal
      open={open}
      title="Rizika"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          <Button onClick={onConfirm}>Registrovat</Button>
        </>
      }
    >
      <p>Bankovní i kasinové bonusy mají podmínky, které je nutné splnit. U kasinových bonusů můžete vložené peníze prohrát.</p>
      <p>{GAMBLING_WARNING}</p>
      <p>Pokračujte jen tehdy, pokud rozumíte rizikům a je vám více než 18 let.</p>
    </Modal>
  );
}
