import { ReactNode, useEffect, useId, useRef } from 'react';
import { useDialogFocus } from './dialog-focus';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  /** 'large' for content-heavy dialogs such as a bonus with its steps. */
  size?: 'normal' | 'large';
  /** On a phone (≤ 640 px) it rises from the bottom as a sheet, its actions kept in reach at the bottom. */
  sheetOnPhone?: boolean;
  /** 'side': a drawer along the right edge, full height (a create form beside the list it adds to); 'center' by default. */
  placement?: 'center' | 'side';
}

/**
 * A modal on the native <dialog>: focus is trapped and returned to the opener, Escape closes it, the page behind is inert.
 * Every modal has a visible close button, so none depends on its own actions (or on Escape) to be left.
 */
export function Modal({ open, title, onClose, children, actions, size = 'normal', sheetOnPhone = false, placement = 'center' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Declared before showModal runs below, so it sees the opener still focused.
  const trapTab = useDialogFocus(ref, open);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <dialog ref={ref} className={`ui-modal ui-modal--${size}${sheetOnPhone ? ' ui-modal--sheet' : ''}${placement === 'side' ? ' ui-modal--side' : ''}`} aria-labelledby={titleId} onClose={onClose} onCancel={onClose} onKeyDown={trapTab}>
      {open && (
        <>
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <div className="ui-modal__body">{children}</div>
          {actions && <div className="ui-modal__actions">{actions}</div>}
          {/* Last in the focus order so the dialog opens on its content; shown in the top corner. */}
          <button type="button" className="ui-modal__close" aria-label="Zavřít okno" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </>
      )}
    </dialog>
  );
}
