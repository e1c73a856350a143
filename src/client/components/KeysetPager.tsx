import type { ReactNode } from 'react';
import { Button } from './Button.js';
import type { KeysetPages } from './useKeysetPages.js';

interface KeysetPagerProps {
  pages: KeysetPages;
  nextCursor: string | null;
  /** True while the next page is on its way (the old one still shows). */
  busy: boolean;
  /** What is being paged, for screen readers: "Check-ins" gives "Check-ins pages". */
  label: string;
  /** Button texts; a member's timelines say "Newer" / "Older". */
  previousLabel?: string;
  nextLabel?: string;
}

/** Back / forward over keyset pages with the page number; hidden when everything fits on the first page. */
export function KeysetPager({
  pages,
  nextCursor,
  busy,
  label,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
}: KeysetPagerProps) {
  if (pages.pageNumber === 1 && nextCursor === null) return null;
  return (
    <nav className="pagination" aria-label={`${label} pages`}>
      <Button variant="secondary" disabled={pages.pageNumber === 1} onClick={pages.previous}>
        {previousLabel}
      </Button>
      <span aria-live="polite">Page {pages.pageNumber}</span>
      <Button
        variant="secondary"
        disabled={nextCursor === null || busy}
        onClick={() => nextCursor && pages.next(nextCursor)}
      >
        {nextLabel}
      </Button>
    </nav>
  );
}

interface KeysetListProps extends KeysetPagerProps {
  /** Classes of the list; "list" unless told. */
  className?: string;
  /** The page's items, each an <li>. */
  children: ReactNode;
}

/**
 * One keyset page as a list named with its page number, and its pager below. The list takes focus
 * once a new page has arrived (useFocusNewPage); it is marked busy while that page is on its way.
 */
export function KeysetList({ className = 'list', children, ...pager }: KeysetListProps) {
  const { pages, label, busy } = pager;
  return (
    <>
      <ul
        ref={pages.listRef}
        tabIndex={-1}
        className={className}
        aria-label={`${label}, page ${pages.pageNumber}`}
        aria-busy={busy || undefined}
      >
        {children}
      </ul>
      <KeysetPager {...pager} />
    </>
  );
}
