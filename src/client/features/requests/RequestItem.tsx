import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useGymFormat } from '../../lib/gym.js';

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
  /** True while another action (e.g. "Approve selected") holds every request. */
  locked: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onApprove: () => void;
  onReject: () => Promise<unknown>;
  /** After the reject dialog closes: the section moves focus to the outcome instead of the trigger. */
  onRejectDialogClosed: (event: Event) => void;
}

/** One pending registration: who, when, and the two decisions. Approving is one click; rejecting asks. */
export function RequestItem(props: RequestItemProps) {
  const { request, busy, locked } = props;
  const disabled = busy !== null || locked;
  const format = useGymFormat();
  return (
    <li className="request-item">
      <div className="request-who">
        <input
          type="checkbox"
          className="request-select"
          aria-label={`Select ${request.name}`}
          checked={props.selected}
          disabled={disabled}
          onChange={(event) => props.onSelect(event.target.checked)}
        />
        <div className="item-main">
          <strong>{request.name}</strong>
          <span>{request.email}</span>
          <span className="muted">
            Requested <time dateTime={request.createdAt}>{format.date(request.createdAt)}</time>
          </span>
        </div>
      </div>
      <div className="item-actions">
        <Button
          onClick={props.onApprove}
          pending={busy === 'approve'}
          disabled={disabled}
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
          onConfirm={props.onReject}
          onCloseAutoFocus={props.onRejectDialogClosed}
          disabled={disabled}
        />
      </div>
    </li>
  );
}
