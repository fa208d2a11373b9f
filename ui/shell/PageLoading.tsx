/** What a guarded page shows while the server is asked who is signed in. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading your account...
    </div>
  );
}
