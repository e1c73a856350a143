// True until the queries a page starts on mounting have all settled once. A dashboard whose cards
// each appear as their answer lands moves every card below them as it grows (the member dashboard
// scored a layout shift of 0.59 on a phone); its cards' queries go out in one batch anyway, so
// showing them together costs nothing and nothing jumps.
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export function useFirstLoad(): boolean {
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    // The live count too, not only the rendered one: on the first render the cards' queries have not
    // started yet (they start in the cards' effects, which run before this one), so it reads 0.
    if (fetching === 0 && queryClient.isFetching() === 0) setLoading(false);
  }, [fetching, queryClient]);
  return loading;
}
