// Whether a CSS media query matches now, following it as the window changes (a phone turned
// sideways). Where matchMedia is missing (jsdom in tests) nothing matches: the wide layout.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false,
  );
}

/** The width at and below which lists become cards: a phone held upright. */
export const PHONE_QUERY = '(max-width: 600px)';
