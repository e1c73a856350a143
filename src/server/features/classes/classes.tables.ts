import type { Generated } from 'kysely';

export interface ClassesTable {
  id: string;
  name: string;
  description: string;
  trainer: string;
  /** The staff account that teaches it: trainers see their own sessions. */
  trainerId: Generated<string | null>;
  capacity: number;
  durationMinutes: number;
  /** Archived classes keep their history but get no new sessions. */
  archivedAt: string | null;
  createdAt: string;
}

/** One line of the weekly timetable: a weekday and a local start time in GYM_TIMEZONE. */
export interface ClassSlotsTable {
  id: string;
  classId: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** 'HH:MM', the gym's wall clock: 18:00 stays 18:00 across daylight-saving changes. */
  startTime: string;
  createdAt: string;
}

export type SessionStatus = 'scheduled' | 'cancelled';

export interface ClassSessionsTable {
  id: string;
  classId: string;
  /** The timetable line it came from; null once that line is removed. */
  slotId: string | null;
  day: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  /**
   * Never taken past capacity by the statement that books (see bookings.service.ts); above it only
   * when an admin lowers the capacity below who is booked, until enough of them cancel.
   */
  bookedCount: number;
  /** The last waitlist position handed out. */
  waitlistCounter: number;
  status: SessionStatus;
  cancelReason: string | null;
}

export type BookingStatus = 'booked' | 'waitlisted' | 'cancelled';

export interface BookingsTable {
  id: string;
  sessionId: string;
  memberId: string;
  status: BookingStatus;
  /** 1, 2, 3… in the order members joined the waitlist; null when booked outright. */
  waitlistPosition: number | null;
  createdAt: string;
  updatedAt: string;
  attendedAt: string | null;
  /** Set, in one statement, by the process that queues the class reminder: it goes once. */
  reminderSentAt: Generated<string | null>;
}

export interface ClassesTables {
  classes: ClassesTable;
  classSlots: ClassSlotsTable;
  classSessions: ClassSessionsTable;
  bookings: BookingsTable;
}
