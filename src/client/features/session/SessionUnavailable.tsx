import { LoadError } from '../../components/LoadError.js';

/**
 * In place of every page when the session check failed. The pages wait for that check, and mounting
 * them would start it again at once (a query with an error and no data is fetched again whenever a
 * new component uses it), so without this the app went back to "Loading..." for ever.
 */
export function SessionUnavailable({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main className="page-loading">
      <LoadError
        error={error}
        fallback="Could not reach the server. Check your connection and try again."
        retry={retry}
        retrying={false}
      />
    </main>
  );
}
