import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { busyRefusalOf } from '../lib/errors.js';
import './busy-notice.css';

export const BUSY_TEXT = 'Busy — trying again…';

/**
 * While any call is waiting to try again after the server said it was busy, a polite notice says so
 * (a status live region, announced without taking focus) instead of an error; it goes once every
 * such call got through or gave up (then the page shows its own error with "Try again"). The live
 * region is always in the page, so screen readers announce the text when it appears; it takes the
 * status role only while it says something, so a page's own status message stays the only one.
 */
export function BusyNotice() {
  const waitingQueries = useIsFetching({
    predicate: (query) => busyRefusalOf(query.state.fetchFailureReason) !== null,
  });
  const waitingWrites = useIsMutating({
    predicate: (mutation) =>
      mutation.state.status === 'pending' && busyRefusalOf(mutation.state.failureReason) !== null,
  });
  const busy = waitingQueries + waitingWrites > 0;
  return (
    <div className="busy-notice" role={busy ? 'status' : undefined} aria-live="polite" data-busy={busy || undefined}>
      {busy ? BUSY_TEXT : null}
    </div>
  );
}
