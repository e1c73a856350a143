import { Button } from '../../../components/Button.js';
import type { useKeysetPages } from './useKeysetPages.js';

interface KeysetPagerProps {
  pages: ReturnType<typeof useKeysetPages>;
  nextCursor: string | null;
  /** True while the next page is on its way (the old one still shows). */
  busy: boolean;
  /** What is being paged, for screen readers: 'Check-ins'. */
  label: string;
}

/** "Newer" / "Older" with the page number; hidden when everything fits on the first page. */
export function KeysetPager({ pages, nextCursor, busy, label }: KeysetPagerProps) {
  if (pages.pageNumber === 1 && nextCursor === null) return null;
  return (
    <nav className="pagination" aria-label={`${label} pages`}>
      <Button variant="secondary" disabled={pages.pageNumber === 1} onClick={pages.previous}>
        Newer
      </Button>
      <span aria-live="polite">Page {pages.pageNumber}</span>
      <Button
        variant="secondary"
        disabled={nextCursor === null || busy}
        onClick={() => nextCursor && pages.next(nextCursor)}
      >
        Older
      </Button>
    </nav>
  );
}
