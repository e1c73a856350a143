// A form in a modal dialog (Edit plan, Record Payment, Void). Radix traps focus inside, closes on
// Escape and returns focus to the button that opened it — except after a success, when the caller
// moves focus to the outcome message instead (the button may be gone by then).
import './dialog.css';
import { Dialog } from 'radix-ui';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { Button } from './Button.js';

interface FormDialogProps {
  /** The button that opens it; left out, `open` opens it (a row menu's choice). */
  triggerLabel?: string;
  triggerVariant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  title: string;
  description: ReactNode;
  /** The form; `close(true)` after a success leaves focus to the caller's message. */
  children: (close: (succeeded?: boolean) => void) => ReactNode;
  /** Open when the page opens (an address that asks for this dialog, e.g. `?sell=pass`). */
  defaultOpen?: boolean;
  /** Controlled from outside (a row menu's choice): whether it is open, and its request to change. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes back when it closes without a trigger of its own (the row menu's button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function FormDialog({
  triggerLabel,
  triggerVariant = 'secondary',
  title,
  description,
  children,
  defaultOpen = false,
  ...controlled
}: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlled.open ?? ownOpen;
  const setOpen = (next: boolean) => (controlled.onOpenChange ? controlled.onOpenChange(next) : setOwnOpen(next));
  const succeeded = useRef(false);

  function close(success = false) {
    succeeded.current = success;
    setOpen(false);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) succeeded.current = false;
        setOpen(next);
      }}
    >
      {triggerLabel !== undefined && (
        <Dialog.Trigger asChild>
          <Button variant={triggerVariant}>{triggerLabel}</Button>
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content form-dialog"
          onOpenAutoFocus={(event) => {
            // The first field, not the first button: a form is opened to be filled in.
            const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
            );
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (succeeded.current) event.preventDefault();
            else if (controlled.returnFocusTo?.current) {
              event.preventDefault();
              controlled.returnFocusTo.current.focus();
            }
          }}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="dialog-description">{description}</Dialog.Description>
          {children(close)}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's Cancel button: closes it and returns focus to the button that opened it. */
export function DialogCancel({ disabled }: { disabled?: boolean }) {
  return (
    <Dialog.Close asChild>
      <Button variant="secondary" disabled={disabled}>
        Cancel
      </Button>
    </Dialog.Close>
  );
}
