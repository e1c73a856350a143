// On the Member Dashboard: while the gym's current waiver is not accepted, the member is sent to
// /member/waiver (the server refuses booking until then, whatever the screen shows).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trpc } from '../../lib/trpc.js';

export function WaiverPendingRedirect() {
  const [, navigate] = useLocation();
  const mine = trpc.waiver.mine.useQuery();
  const pending = mine.data?.pending === true;
  useEffect(() => {
    if (pending) navigate('/member/waiver', { replace: true });
  }, [pending, navigate]);
  return null;
}
