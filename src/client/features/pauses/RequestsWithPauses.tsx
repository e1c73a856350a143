// Admin › Member Requests, followed by the pause requests waiting for a decision (for those who may
// decide them): the two kinds of "someone is waiting for us" in one place.
import { RequestsSection } from '../requests/RequestsSection.js';
import { useMay } from '../session/useMay.js';
import { PendingPausesCard } from './PendingPausesCard.js';

export function RequestsWithPauses() {
  const may = useMay();
  return (
    <>
      <RequestsSection />
      {may('pauses.pending') && <PendingPausesCard />}
    </>
  );
}
