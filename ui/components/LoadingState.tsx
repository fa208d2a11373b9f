/** The one loading indicator of the app: a spinner and a sentence, announced politely to screen readers. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className ? `loading-state ${className}` : 'loading-state'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
