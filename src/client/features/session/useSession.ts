import { hashKey, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useLocation } from 'wouter';
import { trpc } from '../../lib/trpc.js';

// The gym's public settings are the same for everyone, and every page renders inside GymSettingsGate
// with them: forgetting them at sign-out would show "Loading..." (or a page without them) for nothing.
const GYM_SETTINGS = hashKey(getQueryKey(trpc.site.settings, undefined, 'query'));

/** The signed-in user (or null). Everything waits for this before rendering a page. */
export function useSession() {
  const query = trpc.auth.session.useQuery(undefined, { staleTime: 60_000, retry: 1 });
  return {
    user: query.data?.user ?? null,
    isLoading: query.isPending,
    /** The check failed with no earlier answer at hand: who is signed in is unknown. */
    isError: query.isError && query.data === undefined,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Signs out on the server, forgets every cached answer but the gym's settings, and goes to the site root. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mutation = trpc.auth.signOut.useMutation({
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== GYM_SETTINGS });
      queryClient.getMutationCache().clear();
      // '~' keeps the root absolute when called inside a nested route (the /admin sections).
      navigate('~/');
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
