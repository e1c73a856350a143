import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { trpc } from '../../lib/trpc.js';

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

/** Signs out on the server, forgets every cached answer, and goes to the site root. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const mutation = trpc.auth.signOut.useMutation({
    onSettled: () => {
      queryClient.clear();
      // '~' keeps the root absolute when called inside a nested route (the /admin sections).
      navigate('~/');
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
