import { useEffect, useId, useRef, type ReactNode } from 'react';
import './confirm-dialog.css';

/**
 * A yes/no question in a modal <dialog> (focus moves in and is trapped; Escape answers no). Used
 * before anything that cannot be undone: cancelling an order, deleting a post. While `busy` the
 * confirm button shows `busyLabel` and both buttons wait.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  tone = 'danger',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  /** The yes's colour: red for what destroys or takes back, green for good news (a payment found). */
  tone?: 'danger' | 'positive';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // happy-dom and old browsers lack showModal; the attribute still shows it.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The safe answer has the focus, so a stray Enter does not destroy anything.
      keepRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={textId} className="confirm-dialog-text">
        {children}
      </div>
      <div className="confirm-dialog-actions">
        <button ref={keepRef} type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={tone === 'danger' ? 'btn btn-danger' : 'btn'}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
