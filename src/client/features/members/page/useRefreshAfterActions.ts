// The plan, membership and bill actions on the member page are shared components that refresh the
// lists they came from (members.list, bills.list). This page shows the same facts through its own
// queries, so it listens for any of those actions succeeding and refreshes itself too, and its bills
// after a membership action (which may bill the member).
import { trpc } from '../../../lib/trpc.js';
import { useAfterMutations } from '../../../lib/useAfterMutations.js';

/** Routers whose successful mutations change what the member page shows. */
const ROUTERS_THAT_CHANGE_A_MEMBER = new Set(['memberships', 'bills', 'memberNotes', 'passes', 'pauses']);

export function useRefreshAfterActions(): void {
  const utils = trpc.useUtils();
  useAfterMutations(([router]) => {
    if (!router || !ROUTERS_THAT_CHANGE_A_MEMBER.has(router)) return;
    void utils.memberPage.invalidate();
    // A plan change or a resume can issue a bill at once; bill actions refresh this list themselves.
    if (router === 'memberships' || router === 'passes') void utils.bills.invalidate();
  });
}
