// The plan, membership and bill actions on the member page are shared components that refresh the
// lists they came from (members.list, bills.list). This page shows the same facts through its own
// queries, so it listens for any of those actions succeeding and refreshes itself too, and its bills
// after a membership action (which may bill the member).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc.js';

/** Routers whose successful mutations change what the member page shows. */
const ROUTERS_THAT_CHANGE_A_MEMBER = new Set(['memberships', 'bills', 'memberNotes']);

export function useRefreshAfterActions(): void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        // tRPC's mutation key is [['router', 'procedure']].
        const path = event.mutation.options.mutationKey?.[0];
        if (Array.isArray(path) && ROUTERS_THAT_CHANGE_A_MEMBER.has(String(path[0]))) {
          void utils.memberPage.invalidate();
          // A plan change or a resume can issue a bill at once; bill actions refresh this list themselves.
          if (path[0] === 'memberships') void utils.bills.list.invalidate();
        }
      }),
    [queryClient, utils],
  );
}
