// The member's class bookings: upcoming ones soonest first, past ones latest first, each with its
// status ("Booked", "Waitlisted, number 2", "Cancelled", "Attended", "Class cancelled").
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { BookingTime } from '../../../../shared/member-page.schemas.js';
import { Badge, type BadgeTone } from '../../../components/Badge.js';
import { LoadError } from '../../../components/LoadError.js';
import { Loading } from '../../../components/Loading.js';
import { Pagination } from '../../../components/Pagination.js';
import { useGymFormat } from '../../../lib/gym.js';
import { trpc } from '../../../lib/trpc.js';
import { PageCard } from './PageCard.js';
import type { MemberBooking } from './types.js';

const PAGE_SIZE = 10;

function bookingStatus(booking: MemberBooking): [string, BadgeTone] {
  if (booking.sessionStatus === 'cancelled') return ['Class cancelled', 'neutral'];
  if (booking.attendedAt) return ['Attended', 'success'];
  if (booking.status === 'waitlisted')
    return [booking.waitlistPosition ? `Waitlisted, number ${booking.waitlistPosition}` : 'Waitlisted', 'warning'];
  if (booking.status === 'cancelled') return ['Cancelled', 'neutral'];
  return ['Booked', 'info'];
}

const HEADINGS: Record<BookingTime, string> = { upcoming: 'Upcoming', past: 'Past' };
const EMPTY: Record<BookingTime, string> = { upcoming: 'No upcoming bookings.', past: 'No past bookings.' };

function BookingList({ memberId, when }: { memberId: string; when: BookingTime }) {
  const headingId = useId();
  // With the year, unlike a class list's session times: past bookings reach back further than a week.
  const format = useGymFormat();
  const [page, setPage] = useState(1);
  const bookings = trpc.memberPage.bookings.useQuery(
    { userId: memberId, when, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  return (
    <section className="member-bookings" aria-labelledby={headingId}>
      <h4 id={headingId}>{HEADINGS[when]}</h4>
      {bookings.isPending ? (
        <Loading label="Loading bookings..." />
      ) : bookings.isError && !bookings.data ? (
        <LoadError
          error={bookings.error}
          fallback="Could not load the bookings."
          retry={() => bookings.refetch()}
          retrying={bookings.isFetching}
        />
      ) : bookings.data.items.length === 0 ? (
        <p className="empty">{EMPTY[when]}</p>
      ) : (
        <>
          <ul className="list member-page-list" aria-busy={bookings.isPlaceholderData || undefined}>
            {bookings.data.items.map((booking) => {
              const [label, tone] = bookingStatus(booking);
              return (
                <li key={booking.id}>
                  <span className="item-main">
                    <strong>{booking.className}</strong>
                    <span className="muted">{format.dateTime(booking.startsAt)}</span>
                  </span>
                  <Badge tone={tone}>{label}</Badge>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={bookings.data.page}
            pageSize={bookings.data.pageSize}
            total={bookings.data.total}
            onPageChange={setPage}
            label={`${HEADINGS[when]} bookings`}
          />
        </>
      )}
    </section>
  );
}

export function BookingsCard({ memberId }: { memberId: string }) {
  return (
    <PageCard title="Class bookings">
      <BookingList memberId={memberId} when="upcoming" />
      <BookingList memberId={memberId} when="past" />
    </PageCard>
  );
}
