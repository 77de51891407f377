import { Button, Modal } from '@bonus/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before unsaved changes are lost: leaving within the app asks in a dialog (stay or leave); a reload
 * or closing the tab gets the browser's own question. `dirty` is read when the navigation happens.
 */
export function LeavePageGuard({ dirty }: { dirty: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty() && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      open
      title="Odejít bez uložení?"
      onClose={() => blocker.reset()}
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset()}>
            Zůstat na stránce
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed()}>
            Odejít a změny zahodit
          </Button>
        </>
      }
    >
      <p>Máte neuložené změny. Když stránku opustíte, ztratí se.</p>
    </Modal>
  );
}
