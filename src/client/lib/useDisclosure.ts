// A menu folded behind a button (the phone's site menu and admin sections): the button controls the
// list by id, and Escape closes the open list wherever focus is and returns focus to the button.
import { useEffect, useId, useRef, useState } from 'react';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return { open, setOpen, listId, buttonRef };
}
