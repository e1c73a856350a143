// Back from the provider's page without paying (or without saving a card): says nothing was charged,
// until dismissed (which tidies the address, so a reload does not say it again).
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/Button.js';

const NOTICES: Record<string, string> = {
  payment: 'Payment cancelled — nothing was charged.',
  card: 'No card was saved — nothing was charged.',
};

export function PaymentCancelledNotice() {
  const params = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const kind = Object.keys(NOTICES).find((key) => params.get(key) === 'cancelled');
  if (!kind) return null;
  return (
    <div className="alert alert-info payment-cancelled" role="status">
      <span>{NOTICES[kind]}</span>
      <Button variant="ghost" onClick={() => navigate(location, { replace: true })}>
        Dismiss
      </Button>
    </div>
  );
}
