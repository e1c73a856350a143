import { pageCount } from '../../shared/pagination.js';
import { Button } from './Button.js';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being paged, for screen readers: 'Members', 'Equipment'. */
  label: string;
}

/** Previous / Next with "Page X of Y"; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange, label }: PaginationProps) {
  const pages = pageCount({ total, pageSize });
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={`${label} pages`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
