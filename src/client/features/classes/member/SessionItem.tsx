// One session on /member/classes: when, what, how full, and the member's own place in it.
import type { inferRouterOutputs } from '@trpc/server';
import { useId } from 'react';
import type { AppRouter } from '../../../../server/trpc/router.js';
import type { GymFormat } from '../../../../shared/format.js';
import { Badge } from '../../../components/Badge.js';
import { Button } from '../../../components/Button.js';
import { Group } from '../../../components/Group.js';
import { messageOf } from '../../../lib/errors.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import type { useActionMessage } from '../../../lib/useActionMessage.js';

export type MemberSession = inferRouterOutputs<AppRouter>['bookings']['upcoming']['items'][number];

const HOUR_MS = 60 * 60_000;

interface SessionItemProps {
  session: MemberSession;
  cancelHours: number | null;
  action: ReturnType<typeof useActionMessage>;
  /** False when booking would be refused: the reason shows above the list instead of a button. */
  canBook?: boolean;
}

function fullness(session: MemberSession, format: GymFormat): string {
  if (session.spotsLeft > 0) return `${format.countOf(session.spotsLeft, 'spot')} left`;
  return session.waitlistCount > 0 ? `Full · ${format.count(session.waitlistCount)} waiting` : 'Full';
}

export function SessionItem({ session, cancelHours, action, canBook = true }: SessionItemProps) {
  const titleId = useId();
  const utils = trpc.useUtils();
  const format = useGymFormat();
  const when = format.dayTime(session.startsAt);
  const refresh = () => Promise.all([utils.bookings.upcoming.invalidate(), utils.notifications.listMine.invalidate()]);
  const book = trpc.bookings.book.useMutation({
    onSuccess: (result) =>
      action.success(
        result.status === 'booked'
          ? `Booked: ${session.className} on ${when}.`
          : `You're on the waitlist for ${session.className} on ${when} (number ${result.waitlistPosition}). If a place opens up, it is yours and we will tell you.`,
      ),
    onError: (error) => action.failure(messageOf(error, 'Could not book. Please try again.')),
    onSettled: refresh,
  });
  const cancel = trpc.bookings.cancel.useMutation({
    onSuccess: () =>
      action.success(
        session.myBooking?.status === 'waitlisted'
          ? `You left the waitlist for ${session.className} on ${when}.`
          : `Booking cancelled: ${session.className} on ${when}.`,
      ),
    onError: (error) => action.failure(messageOf(error, 'Could not cancel. Please try again.')),
    onSettled: refresh,
  });
  const busy = book.isPending || cancel.isPending;
  const cancelled = session.status === 'cancelled';
  const mine = session.myBooking;
  // The server says whether "Cancel booking" would succeed now and until when (its own rule).
  const cancelUntil =
    mine?.cancelUntil ??
    (cancelHours === null
      ? null
      : new Date(new Date(session.startsAt).getTime() - cancelHours * HOUR_MS).toISOString());
  const canCancel = mine ? mine.canCancel : false;

  return (
    <li className="session-item">
      <div className="session-time">
        <time dateTime={session.startsAt}>{format.time(session.startsAt)}</time>
        <span className="muted">{`– ${format.time(session.endsAt)}`}</span>
      </div>
      <div className="item-main">
        <strong id={titleId}>{session.className}</strong>
        <span className="muted">
          {[session.trainer && `with ${session.trainer}`, cancelled ? null : fullness(session, format)]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {cancelled && (
          <span className="muted">{`Cancelled${session.cancelReason ? `: ${session.cancelReason}` : ''}`}</span>
        )}
        {mine?.status === 'booked' && cancelUntil && !cancelled && (
          <span className="muted">
            {canCancel
              ? `You can cancel until ${format.dayTime(cancelUntil)}.`
              : `Bookings could be cancelled until ${format.dayTime(cancelUntil)}.`}
          </span>
        )}
      </div>
      <Group labelledBy={titleId} className="item-actions">
        {cancelled ? (
          <Badge tone="danger">Cancelled</Badge>
        ) : mine ? (
          <>
            {mine.status === 'booked' ? (
              <Badge tone="success">Booked</Badge>
            ) : (
              <Badge tone="warning">{`Waitlist #${mine.waitlistPosition}`}</Badge>
            )}
            {canCancel && (
              <Button
                variant="secondary"
                pending={cancel.isPending}
                disabled={busy}
                onClick={() => cancel.mutate({ sessionId: session.id })}
              >
                {mine.status === 'booked' ? 'Cancel booking' : 'Leave waitlist'}
              </Button>
            )}
          </>
        ) : canBook ? (
          <Button
            variant={session.spotsLeft > 0 ? 'primary' : 'secondary'}
            pending={book.isPending}
            disabled={busy}
            onClick={() => book.mutate({ sessionId: session.id })}
          >
            {session.spotsLeft > 0 ? 'Book' : 'Join waitlist'}
          </Button>
        ) : null}
      </Group>
    </li>
  );
}
