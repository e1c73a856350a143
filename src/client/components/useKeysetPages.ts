// A keyset-paged list: the server hands the next page's cursor, and a stack of the cursors used so far
// leads back. After paging, focus lands on the new page's list once it has loaded (the button that
// was pressed may now be disabled).
import { useEffect, useRef, useState } from 'react';

export function useKeysetPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const [focusWhenLoaded, setFocusWhenLoaded] = useState(false);

  function goTo(next: string[]) {
    setCursors(next);
    setFocusWhenLoaded(true);
  }

  return {
    cursor: cursors.at(-1),
    pageNumber: cursors.length + 1,
    listRef,
    focusWhenLoaded,
    focused: () => setFocusWhenLoaded(false),
    previous: () => goTo(cursors.slice(0, -1)),
    next: (cursor: string) => goTo([...cursors, cursor]),
    /** Back to the first page without moving focus (e.g. a new note lands on top of it). */
    restart: () => setCursors([]),
  };
}

export type KeysetPages = ReturnType<typeof useKeysetPages>;

/** Moves focus to the list once the page asked for has arrived (`loaded`: data that is not a placeholder). */
export function useFocusNewPage(pages: KeysetPages, loaded: boolean): void {
  const { focusWhenLoaded, listRef, focused } = pages;
  useEffect(() => {
    if (focusWhenLoaded && loaded) {
      listRef.current?.focus();
      focused();
    }
  }, [focusWhenLoaded, loaded, listRef, focused]);
}
