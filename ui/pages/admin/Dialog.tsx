/**
 * The admin area's accessible dialog: a native modal <dialog> (focus stays inside, the page
 * behind is inert), labelled by its heading, closed by Escape or its Close button.
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

export function Dialog({ title, onClose, children, wide }: Props) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? 'admin-dialog admin-dialog-wide' : 'admin-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="admin-dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn-outline btn-small" onClick={onClose}>{t('close')}</button>
      </div>
      {children}
    </dialog>
  );
}
