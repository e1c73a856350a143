// Previous / Next over keyset pages: the server hands the next page's cursor, and a stack of the
// cursors used so far leads back. After paging, focus moves to the new page's list (the button that
// was pressed may now be disabled), once it has loaded.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button.js';

export function useKeysetPages<T extends HTMLElement>() {
  const [cursors, setCursors] = useState<string[]>([]);
  const listRef = useRef<T>(null);
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
  };
}

/** Call with whether the page in view has loaded (not the previous page kept on screen meanwhile). */
export function useFocusNewPage(pages: ReturnType<typeof useKeysetPages>, loaded: boolean) {
  const { focusWhenLoaded, focused, listRef } = pages;
  useEffect(() => {
    if (focusWhenLoaded && loaded) {
      listRef.current?.focus();
      focused();
    }
  }, [focusWhenLoaded, loaded, focused, listRef]);
}

interface KeysetPagerProps {
  pages: ReturnType<typeof useKeysetPages>;
  nextCursor: string | null;
  busy: boolean;
  /** What is paged, for screen readers: "Sent notifications" gives "Sent notifications pages". */
  label: string;
}

export function KeysetPager({ pages, nextCursor, busy, label }: KeysetPagerProps) {
  if (pages.pageNumber === 1 && nextCursor === null) return null;
  return (
    <nav className="pagination" aria-label={`${label} pages`}>
      <Button variant="secondary" disabled={pages.pageNumber === 1} onClick={pages.previous}>
        Previous page
      </Button>
      <span aria-live="polite">Page {pages.pageNumber}</span>
      <Button
        variant="secondary"
        disabled={nextCursor === null || busy}
        onClick={() => nextCursor && pages.next(nextCursor)}
      >
        Next page
      </Button>
    </nav>
  );
}
