// Whether this member can pay online (the gym turned it on) and the card saved for automatic
// payments. One query the dashboard's buttons share; a caller who may not ask (staff looking at
// /member) simply sees no "Pay now".
import { trpc } from '../../lib/trpc.js';

/**
 * Each bill's "Pay now" mounts once the bills have come, after the dashboard's one batch: without a
 * fresh window they would ask again at once, a request of its own on every dashboard open. Saving
 * or removing the card invalidates it (CardPanel), and a page load asks anew.
 */
const FRESH_MS = 60_000;

export function useOnlinePayments() {
  const myCard = trpc.onlinePayments.myCard.useQuery(undefined, { retry: false, staleTime: FRESH_MS });
  return { enabled: myCard.data?.enabled === true, card: myCard.data?.card ?? null, query: myCard };
}
