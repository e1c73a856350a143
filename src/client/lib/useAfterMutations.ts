// Some screens show facts that actions elsewhere on the page change (a figure strip, a member's page
// made of shared components). Rather than every action knowing every screen that shows its effect,
// such a screen listens for mutations succeeding and refreshes itself.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Calls `onSuccess` with the tRPC path (e.g. ['bills', 'recordPayment']) of each mutation that succeeds. */
export function useAfterMutations(onSuccess: (path: readonly string[]) => void): void {
  const queryClient = useQueryClient();
  // The latest callback, without subscribing again on every render.
  const latest = useRef(onSuccess);
  latest.current = onSuccess;
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        // tRPC's mutation key is [['router', 'procedure']].
        const path = event.mutation.options.mutationKey?.[0];
        if (Array.isArray(path)) latest.current(path.map(String));
      }),
    [queryClient],
  );
}
