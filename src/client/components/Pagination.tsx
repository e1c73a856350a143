import { type RefObject, useEffect, useRef, useState } from 'react';
import { pageCount } from '../../shared/pagination.js';
import { useGymFormat } from '../lib/gym.js';
import { Button } from './Button.js';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being paged, for screen readers: 'Members', 'Equipment'. */
  label: string;
  /**
   * Where focus goes once Previous or Next has changed the page (e.g. the list's heading). By
   * default the list (or table) just before the pager, else the "Page X of Y" text.
   */
  focusOnChange?: RefObject<HTMLElement | null>;
}

/** The list or table rendered just before the pager: where a new page starts. */
function listBefore(nav: HTMLElement | null): HTMLElement | null {
  const previous = nav?.previousElementSibling;
  if (!(previous instanceof HTMLElement)) return null;
  return previous.matches('ul, ol, table, [role="list"], [role="table"]') ? previous : null;
}

/**
 * Previous / Next with "Page X of Y"; hidden when everything fits on one page. After a page change
 * focus moves to the new page, never to the page body (the button pressed may now be disabled).
 */
export function Pagination({ page, pageSize, total, onPageChange, label, focusOnChange }: PaginationProps) {
  const format = useGymFormat();
  const navRef = useRef<HTMLElement>(null);
  const statusRef = useRef<HTMLSpanElement>(null);
  const [focusRequested, setFocusRequested] = useState(false);

  useEffect(() => {
    if (!focusRequested) return;
    setFocusRequested(false);
    const target = focusOnChange?.current ?? listBefore(navRef.current) ?? statusRef.current;
    if (!target) return;
    if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) {
      target.tabIndex = -1;
    }
    target.focus();
  }, [focusRequested, focusOnChange]);

  function goTo(next: number) {
    onPageChange(next);
    setFocusRequested(true);
  }

  const pages = pageCount({ total, pageSize });
  if (pages <= 1) return null;
  return (
    <nav ref={navRef} className="pagination" aria-label={`${label} pages`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
        Previous
      </Button>
      <span ref={statusRef} tabIndex={-1} aria-live="polite">
        {`Page ${format.count(page)} of ${format.count(pages)}`}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
