/** What a list or panel shows when it has nothing in it yet: a title, a sentence and, optionally, what to do next. */
import type { ReactNode } from 'react';

interface Props {
  title: string;
  text?: string;
  action?: ReactNode;
}

export function EmptyState({ title, text, action }: Props) {
  return (
    <div className="empty-state">
      <svg className="empty-state-mark" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <rect x="6" y="10" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 20h36" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p className="empty-state-title">{title}</p>
      {text && <p className="empty-state-text">{text}</p>}
      {action}
    </div>
  );
}
