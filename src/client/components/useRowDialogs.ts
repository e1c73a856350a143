// Which of a row's dialogs its menu has opened, and the menu's button to hand focus back to when it
// closes: `control('void')` is spread onto that dialog (FormDialog or ConfirmDialog without a trigger).
import { type RefObject, useRef, useState } from 'react';

export interface RowDialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function useRowDialogs<Name extends string>() {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState<Name | null>(null);
  return {
    triggerRef,
    open: (name: Name) => setOpened(name),
    control: (name: Name): RowDialogControl => ({
      open: opened === name,
      onOpenChange: (open) => setOpened(open ? name : null),
      returnFocusTo: triggerRef,
    }),
  };
}
