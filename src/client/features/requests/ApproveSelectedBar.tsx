// "Select all" (this page) and "Approve selected" above the requests.
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button.js';
import type { useRequestSelection } from './useRequestSelection.js';

interface ApproveSelectedBarProps {
  selection: ReturnType<typeof useRequestSelection>;
  pending: boolean;
  onApprove: () => void;
}

export function ApproveSelectedBar({ selection, pending, onApprove }: ApproveSelectedBarProps) {
  const selectAll = useRef<HTMLInputElement>(null);
  // "Some but not all" has no attribute of its own: screen readers announce it as "mixed".
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selection.someSelected;
  }, [selection.someSelected]);

  const count = selection.ids.length;
  return (
    <div className="request-bulk">
      <label className="select-all">
        <input
          ref={selectAll}
          type="checkbox"
          checked={selection.allSelected}
          disabled={pending}
          onChange={(event) => selection.toggleAll(event.target.checked)}
        />
        Select all
      </label>
      <Button variant="secondary" onClick={onApprove} pending={pending} disabled={count === 0}>
        Approve selected
      </Button>
      <span className="muted" aria-live="polite">
        {count > 0 ? `${count} selected` : ''}
      </span>
    </div>
  );
}
