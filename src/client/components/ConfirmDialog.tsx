// A destructive action asks first. Radix's AlertDialog traps focus, restores it afterwards and
// closes on Escape; the confirm button shows progress until the action settles.
import { AlertDialog } from 'radix-ui';
import { type ReactNode, type RefObject, useState } from 'react';
import { Button } from './Button.js';

interface ConfirmDialogProps {
  /** The button that opens the dialog, e.g. 'Reject' or 'Delete'; left out, `open` opens it (a row menu). */
  triggerLabel?: string;
  /** The trigger's look: red for what destroys (the default), plain for what can be undone (Pause). */
  triggerVariant?: 'danger' | 'secondary';
  /** An accessible name for the trigger when several share one label, e.g. 'Delete Treadmill'. */
  triggerAriaLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  /**
   * Runs when the dialog has closed, instead of radix returning focus to the trigger when it calls
   * event.preventDefault() — for a caller that moves focus to the action's outcome.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** Controlled from outside (a row menu's choice): whether it is open, and its request to close. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes back when it closes without a trigger of its own (the row menu's button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = (next: boolean) => (props.onOpenChange ? props.onOpenChange(next) : setOwnOpen(next));

  async function confirm() {
    setPending(true);
    try {
      await props.onConfirm();
      setOpen(false);
    } catch {
      // The caller shows the failure; the dialog stays open so the person can retry or cancel.
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {props.triggerLabel !== undefined && (
        <AlertDialog.Trigger asChild>
          <Button
            variant={props.triggerVariant ?? 'danger'}
            disabled={props.disabled}
            aria-label={props.triggerAriaLabel}
          >
            {props.triggerLabel}
          </Button>
        </AlertDialog.Trigger>
      )}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content
          className="dialog-content"
          onCloseAutoFocus={(event) => {
            props.onCloseAutoFocus?.(event);
            if (event.defaultPrevented || !props.returnFocusTo?.current) return;
            event.preventDefault();
            props.returnFocusTo.current.focus();
          }}
        >
          <AlertDialog.Title className="dialog-title">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">{props.description}</AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" pending={pending} onClick={confirm}>
              {props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
