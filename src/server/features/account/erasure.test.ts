// "Erase personal data": a member with distinctive values in every personal field (name, email,
// phone, emergency contact, the addresses they signed up and signed in from, their waiver signature,
// a contact-form message, notifications, mail queued to them, events, a pause request note, a saved
// card) is erased, then EVERY text column of EVERY table (from the database's own catalogue, so a
// table added later is covered) is scanned for those values: none may survive. The ledger stays,
// under "Former member #1".
import { writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../../shared/idempotency.js';
import { DEFAULT_OPENING_HOURS } from '../../../shared/settings.schemas.js';
import { queueMail } from '../../mail/mail-queue.js';
import { apiError } from '../../test/api-error.js';
import { type ClassesBed, createClassesBed } from '../../test/classes-testbed.js';
import { findValues, textColumnsOfEveryTable } from '../../test/database-scan.js';
import { callerAs, createAccount } from '../../test/harness.js';
import { recordEvent } from '../events/events.queries.js';

const PERSON = {
  name: 'Zebulon Quixmarlowe',
  email: 'zebulon.quixmarlowe@example.org',
  password: 'a long enough password',
  phone: '+1 555 0199 7788',
  emergencyName: 'Philippa Vantongeren',
  emergencyPhone: '+1 555 0123 4466',
  signUpIp: '203.0.113.77',
  signInIp: '198.51.100.23',
  contactMessage: 'Xylophone-lessons enquiry from me',
  notification: 'Your locker 4Q7Z is ready',
  mail: 'Hello Zebulon, about locker 8K2W',
  pauseNote: 'Trekking the Karakoram',
  customerId: 'cus_ZEBULON123',
  cardMethod: 'pm_ZEBULONCARD',
  workoutNote: 'Left knee clicked on the Quagga squats',
  trainerComment: 'Quagga squats: keep the knee out',
  programNote: 'Quagga-safe depth only',
};

const MAIL_ONLY = 'locker 8K2W';

/** What must not survive anywhere (compared without capitals). */
const SEARCHED = [
  'Quixmarlowe',
  'Zebulon',
  '555 0199 7788',
  'Vantongeren',
  '555 0123 4466',
  PERSON.signUpIp,
  PERSON.signInIp,
  'Xylophone-lessons',
  'locker 4Q7Z',
  MAIL_ONLY,
  'Karakoram',
  PERSON.customerId,
  PERSON.cardMethod,
  'Quagga',
];

let bed: ClassesBed;
beforeEach(async () => {
  bed = await createClassesBed();
  await bed.asAdmin.settings.updateGym({ name: 'Harbour Strength', hours: DEFAULT_OPENING_HOURS });
  await bed.asAdmin.waiver.update({ text: 'I train at my own risk.' });
});
afterEach(() => bed.testDb.close());

/** A program made for the person, a workout they logged with a note, and their trainer's comment on it. */
async function trainingOf(userId: string, now: string) {
  const { db } = bed;
  await db
    .insertInto('exercises')
    .values({
      id: 'squat',
      key: null,
      name: 'Erasure Squat',
      nameKey: 'erasure squat',
      category: 'strength',
      primaryMuscles: 'quadriceps',
      equipment: 'barbell',
      measure: 'weight-reps',
      createdBy: null,
      archivedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('programs')
    .values({
      id: 'program',
      name: 'Knee-friendly strength',
      nameKey: 'knee-friendly strength',
      memberId: userId,
      trainerId: bed.admin.id,
      sourceProgramId: null,
      starterKey: null,
      weeks: 4,
      startsOn: '2026-11-23',
      createdBy: bed.admin.id,
      createdAt: now,
      updatedAt: now,
      archivedAt: null,
    })
    .execute();
  await db.insertInto('programDays').values({ id: 'day', programId: 'program', week: 1, day: 1 }).execute();
  await db
    .insertInto('programExercises')
    .values({
      id: 'prescription',
      dayId: 'day',
      position: 1,
      exerciseId: 'squat',
      sets: 3,
      reps: 5,
      durationSeconds: null,
      loadGrams: 60_000,
      restSeconds: 120,
      notes: PERSON.programNote,
    })
    .execute();
  await db
    .insertInto('workouts')
    .values({
      id: 'workout',
      memberId: userId,
      programId: 'program',
      programDayId: 'day',
      day: now.slice(0, 10),
      startedAt: now,
      finishedAt: now,
      notes: PERSON.workoutNote,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('workoutComments')
    .values({
      id: 'comment',
      workoutId: 'workout',
      authorId: bed.admin.id,
      body: PERSON.trainerComment,
      createdAt: now,
    })
    .execute();
}

/** The person, from sign-up to a full account with a history in every place personal data goes. */
async function buildPerson() {
  const { deps, db, asAdmin } = bed;
  const visitor = await callerAs(deps, undefined, PERSON.signUpIp);
  await visitor.contact.send({ name: PERSON.name, email: PERSON.email, message: PERSON.contactMessage });
  await visitor.auth.signUp({
    name: PERSON.name,
    email: PERSON.email,
    password: PERSON.password,
    confirmPassword: PERSON.password,
    waiverAccepted: true,
    waiverName: '  zebulon   QUIXMARLOWE ',
  });
  const request = await db
    .selectFrom('memberRequests')
    .select(['id', 'userId'])
    .where('email', '=', PERSON.email)
    .executeTakeFirstOrThrow();
  await asAdmin.requests.approve({ requestId: request.id, idempotencyKey: newIdempotencyKey() });
  const userId = request.userId;
  // A wrong password, then the right one, from another address.
  const signingIn = await callerAs(deps, undefined, PERSON.signInIp);
  await apiError(signingIn.auth.signIn({ email: PERSON.email, password: 'not the password' }));
  await signingIn.auth.signIn({ email: PERSON.email, password: PERSON.password });
  // The profile's fields (their own page is another part of this issue): written as it would write them.
  await db
    .updateTable('users')
    .set({
      phone: PERSON.phone,
      emergencyContactName: PERSON.emergencyName,
      emergencyContactPhone: PERSON.emergencyPhone,
    })
    .where('id', '=', userId)
    .execute();
  const now = deps.clock.now().toISOString();
  await db
    .insertInto('pauseRequests')
    .values({
      id: `pause-${userId}`,
      memberId: userId,
      startsOn: '2026-12-01',
      endsOn: '2026-12-14',
      status: 'pending',
      note: PERSON.pauseNote,
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('paymentCustomers')
    .values({
      memberId: userId,
      customerId: PERSON.customerId,
      cardPaymentMethodId: PERSON.cardMethod,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2030,
      cardSavedAt: now,
      createdAt: now,
    })
    .execute();
  await trainingOf(userId, now);
  await asAdmin.notifications.send({
    audience: 'member',
    memberId: userId,
    subject: 'A note from the desk',
    message: PERSON.notification,
    withEmail: true,
  });
  await queueMail(db, { to: PERSON.email, subject: 'About your locker', text: PERSON.mail }, deps.clock.now());
  await asAdmin.memberNotes.add({ userId, body: `${PERSON.name} asked about locker 4Q7Z` });
  // The ledger: a class booked and a bill paid.
  const { classId } = await bed.spinOnMondays();
  const member = {
    id: userId,
    name: PERSON.name,
    email: PERSON.email,
    password: PERSON.password,
    role: 'member' as const,
  };
  const asMember = await callerAs(deps, member, PERSON.signInIp);
  await asMember.bookings.book({ sessionId: await bed.firstSession(classId) });
  await asMember.calendarFeed.create();
  return { userId, asMember };
}

describe('Erase personal data', () => {
  it('leaves none of the member’s personal values in any table, and keeps the ledger as "Former member #1"', async () => {
    const { userId, asMember } = await buildPerson();
    const tables = await textColumnsOfEveryTable(bed.db, bed.testDb.dialect);
    // The values really were there before: the scan can find them (a mail's body is blanked once it
    // is sent, which may already have happened; its address stays until the erasure).
    const before = new Set((await findValues(bed.db, tables, SEARCHED)).map((hit) => hit.value));
    const expected = SEARCHED.filter((v) => v !== MAIL_ONLY).map((v) => v.toLowerCase());
    expect([...before].filter((v) => v !== MAIL_ONLY.toLowerCase()).sort()).toEqual(expected.sort());
    const limits = bed.testDb.limitStore.client;
    const countersOf = () =>
      limits.dialect === 'sqlite'
        ? JSON.stringify(limits.sqlite.prepare('select * from rate_limits').all()).toLowerCase()
        : '';
    if (limits.dialect === 'sqlite') expect(countersOf()).toContain(PERSON.signUpIp);
    const billsBefore = await bed.db.selectFrom('bills').select('id').where('memberId', '=', userId).execute();

    await asMember.account.requestClosure();
    const erased = await bed.asAdmin.account.erase({ userId });
    expect(erased).toEqual({ formerNumber: 1, formerName: 'Former member #1' });

    const survivors = await findValues(bed.db, tables, SEARCHED);
    expect(survivors).toEqual([]);
    // On SQLite the rate-limit counters (keyed by email or address) live in a file beside the database.
    const counters = countersOf();
    expect(SEARCHED.filter((value) => counters.includes(value.toLowerCase()))).toEqual([]);
    // The list the closing note shows: every table the scan read.
    const checked = tables.map((t) => t.table);
    expect(checked).toEqual(expect.arrayContaining(['users', 'events', 'mail_queue', 'waiver_acceptances']));
    console.info(`[erasure] ${bed.testDb.dialect}: ${checked.length} tables checked: ${checked.join(', ')}`);
    if (process.env.ERASURE_TABLES_FILE) {
      writeFileSync(`${process.env.ERASURE_TABLES_FILE}.${bed.testDb.dialect}`, `${checked.join('\n')}\n`);
    }

    // The ledger is kept and shows the former member.
    const billsAfter = await bed.db.selectFrom('bills').select('id').where('memberId', '=', userId).execute();
    expect(billsAfter).toEqual(billsBefore);
    const page = await bed.asAdmin.memberPage.get({ userId });
    expect(page).toMatchObject({ name: 'Former member #1', status: 'cancelled' });
    // The booking stays in the ledger, its place given up: nobody will come to it.
    const bookings = await bed.db.selectFrom('bookings').select('status').where('memberId', '=', userId).execute();
    expect(bookings).toEqual([{ status: 'cancelled' }]);
    // They cannot sign in any more, and the sessions they had are gone.
    expect(await bed.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute()).toEqual([]);
    const visitor = await callerAs(bed.deps, undefined, '127.0.0.9');
    expect((await apiError(visitor.auth.signIn({ email: PERSON.email, password: PERSON.password }))).code).toBe(
      'UNAUTHORIZED',
    );
    // The audit names the admin and the number, nothing personal.
    const audit = await bed.db
      .selectFrom('events')
      .select(['actorId', 'subject', 'detail'])
      .where('type', '=', 'admin.account_erased')
      .execute();
    expect(audit).toEqual([
      { actorId: bed.admin.id, subject: userId, detail: JSON.stringify({ formerNumber: 1, releasedBookings: 1 }) },
    ]);
  });

  it('gives the places the member held in classes to come to those waiting, even inside the cancel window', async () => {
    // This is about places, not signatures: the gym drops its waiver so new members may book.
    await bed.asAdmin.waiver.update({ text: '' });
    const { classId } = await bed.spinOnMondays(1);
    const sessions = await bed.sessionsOfClass(classId);
    const [thisMonday, nextMonday] = [sessions[0]?.id ?? '', sessions[1]?.id ?? ''];
    const [leaving, waiting] = await bed.membersBooking(thisMonday, 2);
    if (!leaving || !waiting) throw new Error('two members expected');
    await (await callerAs(bed.deps, leaving)).bookings.book({ sessionId: nextMonday });
    await (await callerAs(bed.deps, leaving)).account.requestClosure();

    // Inside the cancel window (the class starts in under two hours), still given up.
    bed.clock.set('2026-11-23T17:30:00.000Z');
    expect(await bed.asAdmin.account.erase({ userId: leaving.id })).toMatchObject({ formerNumber: 1 });

    const statusOf = async (memberId: string) =>
      (
        await bed.db
          .selectFrom('bookings')
          .select(['sessionId', 'status'])
          .where('memberId', '=', memberId)
          .orderBy('createdAt')
          .execute()
      ).map((b) => [b.sessionId, b.status]);
    expect(await statusOf(leaving.id)).toEqual([
      [thisMonday, 'cancelled'],
      [nextMonday, 'cancelled'],
    ]);
    expect(await statusOf(waiting.id)).toEqual([[thisMonday, 'booked']]);
    expect(await bed.messagesTo(waiting)).toEqual([expect.stringMatching(/^You're in: Spin/)]);
    expect((await bed.sessionsOfClass(classId)).slice(0, 2).map((s) => s.bookedCount)).toEqual([1, 0]);
  });

  it('numbers former members one after another and refuses what was not asked for', async () => {
    // A name with accents and quotes, as an event's JSON detail writes it.
    const first = await createAccount(bed.db, 'member', { name: 'Émile "Ørsted" Ünal', email: 'emile@example.org' });
    await recordEvent(bed.db, { type: 'admin.note', actorId: bed.admin.id, detail: { about: 'ÉMILE "ØRSTED" ÜNAL' } });
    await recordEvent(bed.db, { type: 'admin.note', actorId: bed.admin.id, detail: { about: first.name } });
    const second = await createAccount(bed.db, 'member');
    const third = await createAccount(bed.db, 'member');
    expect((await apiError(bed.asAdmin.account.erase({ userId: first.id }))).message).toBe(
      'This member has not asked to close their account.',
    );
    for (const person of [first, second, third]) {
      await (await callerAs(bed.deps, person)).account.requestClosure();
      bed.clock.advance(60_000);
    }
    // A member may withdraw before an admin acts.
    const asThird = await callerAs(bed.deps, third);
    expect(await asThird.account.withdrawClosure()).toMatchObject({ status: 'withdrawn' });
    const listed = await bed.asAdmin.account.listClosures({ status: 'requested' });
    expect(listed.items.map((c) => c.name)).toEqual([first.name, second.name]);

    expect(await bed.asAdmin.account.erase({ userId: second.id })).toMatchObject({ formerName: 'Former member #1' });
    expect(await bed.asAdmin.account.erase({ userId: first.id })).toMatchObject({ formerName: 'Former member #2' });
    expect((await apiError(bed.asAdmin.account.erase({ userId: first.id }))).message).toBe(
      'This account has already been erased.',
    );
    expect((await apiError(bed.asAdmin.account.erase({ userId: third.id }))).code).toBe('CONFLICT');
    expect(await bed.asAdmin.account.closureOfMember({ userId: first.id })).toMatchObject({
      status: 'erased',
      formerNumber: 2,
    });
    const erasedList = await bed.asAdmin.account.listClosures({ status: 'erased' });
    expect(erasedList.items.map((c) => c.name).sort()).toEqual(['Former member #1', 'Former member #2']);
    const tables = await textColumnsOfEveryTable(bed.db, bed.testDb.dialect);
    expect(await findValues(bed.db, tables, ['Ørsted', 'emile@example.org'])).toEqual([]);
  });
});
