// "Download my data": what the app keeps about one member, read a keyset page at a time so a member
// with years of check-ins is streamed in chunks. Never password hashes, tokens or other people's rows.
import type { DbOrTx } from '../../db/schema.js';

export type Row = Record<string, unknown>;
/** One page of a list after the last row's id (null: the first page), ordered by id. */
export type PageOf = (after: string | null, limit: number) => Promise<(Row & { id: string })[]>;

export function profileOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'emergencyContactName',
      'emergencyContactPhone',
      'reminderEmails',
      'role',
      'joinDate',
      'createdAt',
      'lastSignInAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function membershipOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('plans', 'plans.id', 'memberships.planId')
    .select([
      'plans.name as plan',
      'memberships.status',
      'memberships.memberCode',
      'memberships.nextBillDate',
      'memberships.pausedOn',
      'memberships.endsOn',
      'memberships.createdAt',
    ])
    .where('memberships.userId', '=', userId)
    .executeTakeFirst();
}

export function savedCardOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('paymentCustomers')
    .select(['cardBrand', 'cardLast4', 'cardExpMonth', 'cardExpYear', 'cardSavedAt'])
    .where('memberId', '=', userId)
    .executeTakeFirst();
}

export function closureOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('accountClosures')
    .select(['status', 'requestedAt', 'decidedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function calendarFeedOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('calendarFeeds')
    .select(['createdAt', 'lastReadAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The member's lists, each paged by id (stable, and every row once whatever is written meanwhile). */
export function listsOf(db: DbOrTx, userId: string, email: string | null): [string, PageOf][] {
  return [
    [
      'passes',
      (after, limit) =>
        db
          .selectFrom('memberPasses')
          .select(['id', 'name', 'visitsTotal', 'visitsUsed', 'startsOn', 'expiresOn', 'soldAt'])
          .where('memberId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      'bills',
      (after, limit) =>
        db
          .selectFrom('bills')
          .select(['id', 'description', 'amountCents', 'paidCents', 'status', 'issueDate', 'dueDate', 'voidedAt'])
          .where('memberId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      'payments',
      (after, limit) =>
        db
          .selectFrom('payments')
          .select(['id', 'billId', 'amountCents', 'method', 'paidOn', 'receiptNumber', 'createdAt'])
          .where('memberId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      'refunds',
      (after, limit) =>
        db
          .selectFrom('refunds')
          .select(['id', 'amountCents', 'status', 'receiptNumber', 'refundedOn', 'requestedAt'])
          .where('memberId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      'checkIns',
      (after, limit) =>
        db
          .selectFrom('checkIns')
          .select(['id', 'checkedInAt', 'source'])
          .where('memberId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      'bookings',
      (after, limit) =>
        db
          .selectFrom('bookings')
          .innerJoin('classSessions', 'classSessions.id', 'bookings.sessionId')
          .innerJoin('classes', 'classes.id', 'classSessions.classId')
          .select([
            'bookings.id',
            'classes.name as className',
            'classSessions.startsAt',
            'bookings.status',
            'bookings.createdAt',
            'bookings.attendedAt',
          ])
          .where('bookings.memberId', '=', userId)
          .$if(after !== null, (q) => q.where('bookings.id', '>', after as string))
          .orderBy('bookings.id')
          .limit(limit)
          .execute(),
    ],
    [
      'notifications',
      (after, limit) =>
        db
          .selectFrom('notifications')
          .select(['id', 'message', 'date', 'readAt'])
          .where('memberId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      'waiverAcceptances',
      (after, limit) =>
        db
          .selectFrom('waiverAcceptances')
          .select(['id', 'version', 'typedName', 'acceptedAt', 'ip'])
          .where('userId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      'pauseRequests',
      (after, limit) =>
        db
          .selectFrom('pauseRequests')
          .select(['id', 'startsOn', 'endsOn', 'status', 'note', 'createdAt', 'decidedAt'])
          .where('memberId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      'trainingAppointments',
      (after, limit) =>
        db
          .selectFrom('ptAppointments')
          .innerJoin('users as trainer', 'trainer.id', 'ptAppointments.trainerId')
          .select([
            'ptAppointments.id',
            'ptAppointments.serviceName',
            'trainer.name as trainerName',
            'ptAppointments.startsAt',
            'ptAppointments.endsAt',
            'ptAppointments.status',
            'ptAppointments.paidWith',
            'ptAppointments.createdAt',
          ])
          .where('ptAppointments.memberId', '=', userId)
          .$if(after !== null, (q) => q.where('ptAppointments.id', '>', after as string))
          .orderBy('ptAppointments.id')
          .limit(limit)
          .execute(),
    ],
    [
      'programs',
      (after, limit) =>
        db
          .selectFrom('programs')
          .select(['id', 'name', 'description', 'weeks', 'startsOn', 'createdAt', 'archivedAt'])
          .where('memberId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      'workouts',
      (after, limit) =>
        db
          .selectFrom('workouts')
          .select(['id', 'day', 'startedAt', 'finishedAt', 'notes'])
          .where('memberId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      'workoutSets',
      (after, limit) =>
        db
          .selectFrom('workoutSets')
          .innerJoin('exercises', 'exercises.id', 'workoutSets.exerciseId')
          .select([
            'workoutSets.id',
            'workoutSets.workoutId',
            'exercises.name as exercise',
            'workoutSets.setNumber',
            'workoutSets.reps',
            'workoutSets.weightGrams',
            'workoutSets.durationSeconds',
            'workoutSets.distanceMeters',
            'workoutSets.loggedAt',
          ])
          .where('workoutSets.memberId', '=', userId)
          .$if(after !== null, (q) => q.where('workoutSets.id', '>', after as string))
          .orderBy('workoutSets.id')
          .limit(limit)
          .execute(),
    ],
    [
      'contactMessages',
      (after, limit) =>
        db
          .selectFrom('contactMessages')
          .select(['id', 'name', 'email', 'message', 'createdAt'])
          .where('email', '=', email ?? '')
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
    [
      // What the member did themselves: sign-ins and the like, with the address they came from.
      'activity',
      (after, limit) =>
        db
          .selectFrom('events')
          .select(['id', 'type', 'createdAt', 'ip'])
          .where('actorId', '=', userId)
          .$if(after !== null, (q) => q.where('id', '>', after as string))
          .orderBy('id')
          .limit(limit)
          .execute(),
    ],
  ];
}
