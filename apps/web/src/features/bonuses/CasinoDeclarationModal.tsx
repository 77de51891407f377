import { useMutation } from '@apollo/client/react';
import { errorMessage, EXCLUSION_DECLARATION_TEXT } from '@bonus/domain';
import { Alert, Button, Modal } from '@bonus/ui';
import { useState } from 'react';
import { ExclusionRegisterLink } from '../../shared/responsible-play/ExclusionRegisterLink';
import { DECLARE_CASINO_SELF_EXCLUSION_MUTATION } from './bonuses.graphql';

/**
 * Before the first casino offer: the member declares once that they are not in the Ministry of Finance's
 * register of excluded persons; the link opens the Ministry's page about it.
 */
export function CasinoDeclarationModal({ onClose }: { onClose: () => void }) {
  const [declare, { loading }] = useMutation(DECLARE_CASINO_SELF_EXCLUSION_MUTATION, { refetchQueries: ['Bonuses'] });
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await declare();
      onClose();
    } catch {
      setFailure(errorMessage('CHANGES_SAVE_FAILED'));
    }
  };
  return (
    <Modal
      open
      title="Prohlášení před kasinovou nabídkou"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Zpět
          </Button>
          <Button onClick={() => void confirm()} disabled={loading}>
            {loading ? 'Ukládám…' : 'Potvrzuji'}
          </Button>
        </>
      }
    >
      <p>{EXCLUSION_DECLARATION_TEXT}</p>
      <p>
        Lidé zapsaní v rejstříku vyloučených osob nesmějí hrát u licencovaných provozovatelů. Prohlášení uložíme s datem a časem a zeptáme se jen jednou.
      </p>
      <p>
        <ExclusionRegisterLink />
      </p>
      {failure && <Alert>{failure}</Alert>}
    </Modal>
  );
}
