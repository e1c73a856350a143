// A destructive action asks first. Radix's AlertDialog traps focus, restores it afterwards and
// closes on Escape; the confirm button shows progress until the action settles.
import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button } from './Button.js';

interface ConfirmDialogProps {
  /** The button that opens the dialog, e.g. 'Reject' or 'Delete'. */
  triggerLabel: string;
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
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

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
      <AlertDialog.Trigger asChild>
        <Button variant="danger" disabled={props.disabled} aria-label={props.triggerAriaLabel}>
          {props.triggerLabel}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content" onCloseAutoFocus={props.onCloseAutoFocus}>
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
