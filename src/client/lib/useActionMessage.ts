// The outcome of an action (a button, a dialog) as one message that takes keyboard focus, so a
// keyboard or screen-reader user hears the result and continues from there, and the control they
// used may disappear (a paid bill loses its "Record Payment") without dropping focus to the page.
import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface ActionMessage {
  tone: 'success' | 'error';
  text: ReactNode;
  /** A new message with the same text still takes focus again. */
  serial: number;
}

export function useActionMessage() {
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);

  return {
    message,
    ref,
    success: (text: ReactNode) => setMessage((m) => ({ tone: 'success', text, serial: (m?.serial ?? 0) + 1 })),
    failure: (text: ReactNode) => setMessage((m) => ({ tone: 'error', text, serial: (m?.serial ?? 0) + 1 })),
    clear: () => setMessage(null),
  };
}
