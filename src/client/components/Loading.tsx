/** A quiet loading indicator with text for screen readers (and for the spec's 'Loading...' texts). */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

export function PageLoading() {
  return (
    <main className="page-loading" aria-busy="true">
      <Loading />
    </main>
  );
}
