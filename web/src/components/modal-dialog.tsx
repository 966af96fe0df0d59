import './modal-dialog.css';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// A modal dialog (WAI-ARIA APG "Dialog (Modal)") on the native <dialog>: `showModal()` puts it in the
// top layer and makes the rest of the page inert, and Escape asks to close it (its `cancel` event, which
// the owner decides on). On top of that, Tab and Shift+Tab wrap inside it, so the focus never leaves for
// the browser's own controls either; it opens on its first field (or an element marked `data-autofocus`;
// without either, on the dialog itself, so that its title is read first), and on close the focus returns where it was. Its content is
// mounted only while it is open: a form in it starts afresh each time.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Escape, the close button or the owner's own cancel button. */
  onClose(): void;
  children: ReactNode;
  testId?: string;
}

export function ModalDialog({ open, title, onClose, children, testId }: ModalDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      (dialog.querySelector<HTMLElement>('[data-autofocus], input, select, textarea') ?? dialog).focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (opener.current?.isConnected) opener.current.focus();
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className="modal-dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: the owner closes it (its state says whether it is open).
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header className="modal-dialog__header">
            <h2 id={titleId} className="modal-dialog__title">
              {title}
            </h2>
            <button type="button" className="modal-dialog__close" aria-label={t('common.close')} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div className="modal-dialog__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
