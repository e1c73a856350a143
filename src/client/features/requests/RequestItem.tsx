import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { formatDate } from '../../lib/format.js';

export interface PendingRequest {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

interface RequestItemProps {
  request: PendingRequest;
  /** 'approve' or 'reject' while that action on this request is in flight. */
  busy: 'approve' | 'reject' | null;
  onApprove: () => void;
  onReject: () => Promise<unknown>;
}

/** One pending registration: who, when, and the two decisions. Approving is one click; rejecting asks. */
export function RequestItem({ request, busy, onApprove, onReject }: RequestItemProps) {
  return (
    <li>
      <div className="item-main">
        <strong>{request.name}</strong>
        <span>{request.email}</span>
        <span className="muted">
          Requested <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
        </span>
      </div>
      <div className="item-actions">
        <Button
          onClick={onApprove}
          pending={busy === 'approve'}
          disabled={busy !== null}
          aria-label={`Approve ${request.name}`}
        >
          Approve
        </Button>
        <ConfirmDialog
          triggerLabel="Reject"
          triggerAriaLabel={`Reject ${request.name}`}
          title="Reject this request?"
          description={
            <>
              {request.name}'s account ({request.email}) will be deleted. They can register again with the same email.
            </>
          }
          confirmLabel="Reject"
          onConfirm={onReject}
          disabled={busy !== null}
        />
      </div>
    </li>
  );
}
