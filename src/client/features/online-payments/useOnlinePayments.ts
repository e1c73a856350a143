// Whether this member can pay online (the gym turned it on) and the card saved for automatic
// payments. One query the dashboard's buttons share; a caller who may not ask (staff looking at
// /member) simply sees no "Pay now".
import { trpc } from '../../lib/trpc.js';

export function useOnlinePayments() {
  const myCard = trpc.onlinePayments.myCard.useQuery(undefined, { retry: false });
  return { enabled: myCard.data?.enabled === true, card: myCard.data?.card ?? null, query: myCard };
}
