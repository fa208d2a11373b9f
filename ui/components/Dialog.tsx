/**
 * The one modal dialog, on the native <dialog> element: focus trapped by the browser, the page
 * behind inert, labelled by its heading, Escape closes. Customer pages open and close it with
 * `open` and show a plain body; the back office mounts it open and gives it a header with a
 * Close button (`closeLabel`), optionally wide.
 */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown while true; without it the dialog is open for as long as it is mounted. */
  open?: boolean;
  /** The back office's look: a header with a Close button of this label. */
  closeLabel?: string;
  wide?: boolean;
}

export function Dialog({ title, onClose, children, open = true, closeLabel, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    return () => dialog?.close();
  }, []);
  if (closeLabel === undefined) {
    return (
      <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
        {open && (
          <div className="modal-body">
            <h2 id={titleId} className="modal-title">{title}</h2>
            {children}
          </div>
        )}
      </dialog>
    );
  }
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  return (
    <dialog ref={ref} className={wide ? 'admin-dialog admin-dialog-wide' : 'admin-dialog'} aria-labelledby={titleId} onCancel={cancel}>
      <div className="admin-dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn-outline btn-small" onClick={onClose}>{closeLabel}</button>
      </div>
      {children}
    </dialog>
  );
}
