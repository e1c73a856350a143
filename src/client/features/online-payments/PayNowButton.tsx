// "Pay now": asks the server for the provider's hosted page and sends the browser there. Busy until
// the browser leaves; a refusal ("Online payment is not available right now.", a changed balance)
// shows beside the button and takes focus, so the member hears it.
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/Alert.js';
import { Button } from '../../components/Button.js';
import { messageOf } from '../../lib/errors.js';
import { leaveForProvider } from './leaveForProvider.js';

interface PayNowButtonProps {
  /** Asks the server for the page: payBalance or payBill (or saveCard). */
  start: () => Promise<{ url: string }>;
  label?: string;
  /** When several share one label: "Pay now: Gold — Feb 2026". */
  ariaLabel?: string;
  variant?: 'primary' | 'secondary';
  /** Runs after a refusal (e.g. the balance changed: read it again). */
  onRefused?: () => void;
}

export function PayNowButton({
  start,
  label = 'Pay now',
  ariaLabel,
  variant = 'primary',
  onRefused,
}: PayNowButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; serial: number } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const { url } = await start();
      // Stays busy: the browser is on its way to the provider's page.
      leaveForProvider(url);
    } catch (failure) {
      setBusy(false);
      setError((e) => ({
        text: messageOf(failure, 'Online payment is not available right now.'),
        serial: (e?.serial ?? 0) + 1,
      }));
      onRefused?.();
    }
  }

  return (
    <span className="pay-now">
      <Button variant={variant} pending={busy} aria-label={ariaLabel} onClick={pay}>
        {label}
      </Button>
      {error && (
        <Alert key={error.serial} tone="error" ref={alertRef} tabIndex={-1}>
          {error.text}
        </Alert>
      )}
    </span>
  );
}
