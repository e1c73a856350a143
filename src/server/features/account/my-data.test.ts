// "Download my data": the member's own JSON file, as an attachment, with everything about them and
// nothing of anyone else's, no password hash, no token; a long history comes whole (paged inside).
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MY_DATA_PATH } from '../../../shared/account.schemas.js';
import { newId } from '../../lib/ids.js';
import { type ClassesBed, createClassesBed } from '../../test/classes-testbed.js';
import { callerAs, createAccount, type TestAccount } from '../../test/harness.js';
import { registerMyDataRoute } from './my-data.route.js';

let bed: ClassesBed;
let app: ReturnType<typeof Fastify>;
beforeEach(async () => {
  bed = await createClassesBed();
  app = Fastify();
  registerMyDataRoute(app, bed.deps);
});
afterEach(async () => {
  await app.close();
  await bed.testDb.close();
});

async function cookieOf(account: TestAccount): Promise<string> {
  const { cookie } = await bed.deps.sessions.create(account.id);
  return `${cookie.name}=${cookie.value}`;
}

async function checkIns(memberId: string, count: number) {
  const base = bed.clock.now().getTime();
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(base - i * 3600_000);
    return {
      id: newId(),
      memberId,
      checkedInAt: at.toISOString(),
      day: at.toISOString().slice(0, 10),
      hour: at.getUTCHours(),
      source: 'desk' as const,
      sessionId: null,
      createdBy: null,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await bed.db
      .insertInto('checkIns')
      .values(rows.slice(i, i + 200))
      .execute();
}

/** A finished workout of one set of squats, 5 × 100 kg. */
async function workout(memberId: string): Promise<string> {
  const now = bed.clock.now().toISOString();
  const exerciseId = `squat-${memberId}`;
  await bed.db
    .insertInto('exercises')
    .values({
      id: exerciseId,
      key: null,
      name: `Squat ${memberId}`,
      nameKey: `squat ${memberId}`,
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
  const workoutId = newId();
  await bed.db
    .insertInto('workouts')
    .values({
      id: workoutId,
      memberId,
      programId: null,
      programDayId: null,
      day: now.slice(0, 10),
      startedAt: now,
      finishedAt: now,
      updatedAt: now,
    })
    .execute();
  await bed.db
    .insertInto('workoutSets')
    .values({
      id: newId(),
      workoutId,
      memberId,
      exerciseId,
      setNumber: 1,
      reps: 5,
      weightGrams: 100_000,
      durationSeconds: null,
      distanceMeters: null,
      loggedAt: now,
    })
    .execute();
  return workoutId;
}

describe('Download my data', () => {
  it("gives the member a JSON file of their own data and nobody else's", async () => {
    await bed.asAdmin.waiver.update({ text: 'Own risk.' });
    const member = await createAccount(bed.db, 'member', { name: 'Grace Hopper' });
    const other = await createAccount(bed.db, 'member', { name: 'Other Person' });
    const asMember = await callerAs(bed.deps, member, '198.51.100.8');
    await asMember.waiver.accept({ version: 1, accepted: true, typedName: 'Grace Hopper' });
    const { classId } = await bed.spinOnMondays();
    await asMember.bookings.book({ sessionId: await bed.firstSession(classId) });
    await asMember.calendarFeed.create();
    await bed.asAdmin.notifications.send({ audience: 'member', memberId: member.id, message: 'Hello Grace' });
    await bed.asAdmin.notifications.send({ audience: 'member', memberId: other.id, message: 'Hello Other' });
    await checkIns(member.id, 1234);
    await checkIns(other.id, 3);
    const workoutId = await workout(member.id);
    await workout(other.id);

    const response = await app.inject({
      method: 'GET',
      url: MY_DATA_PATH,
      headers: { cookie: await cookieOf(member) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-data-2026-11-22.json"');
    const data = JSON.parse(response.body);
    expect(data.profile).toMatchObject({ id: member.id, name: 'Grace Hopper', email: member.email, role: 'member' });
    expect(data.membership).toMatchObject({ status: 'active' });
    expect(data.mailPreferences).toEqual({ reminderEmails: true });
    expect(data.calendarFeed).toMatchObject({ createdAt: expect.any(String) });
    expect(data.checkIns).toHaveLength(1234);
    expect(new Set(data.checkIns.map((c: { id: string }) => c.id)).size).toBe(1234);
    expect(data.bookings).toEqual([expect.objectContaining({ className: 'Spin', status: 'booked' })]);
    // The admin's note, and the booking's own confirmation (member-mail.test.ts).
    const notices: string[] = data.notifications.map((n: { message: string }) => n.message);
    expect(notices.sort()).toEqual(['Booked: Spin on Mon, Nov 23, 6:00 PM', 'Hello Grace']);
    expect(data.waiverAcceptances).toEqual([
      expect.objectContaining({ version: 1, typedName: 'Grace Hopper', ip: '198.51.100.8' }),
    ]);
    expect(data.workouts).toEqual([expect.objectContaining({ id: workoutId })]);
    expect(data.workoutSets).toEqual([
      expect.objectContaining({ workoutId, exercise: `Squat ${member.id}`, reps: 5, weightGrams: 100_000 }),
    ]);
    for (const list of [
      'trainingAppointments',
      'programs',
      'passes',
      'bills',
      'payments',
      'refunds',
      'pauseRequests',
      'contactMessages',
      'activity',
    ]) {
      expect(Array.isArray(data[list])).toBe(true);
    }
    expect(response.body).not.toMatch(/password|tokenHash|token_hash|argon2/i);
    expect(response.body).not.toContain('Other Person');
    expect(response.body).not.toContain(other.id);
  });

  it('is for the signed-in member only', async () => {
    expect((await app.inject({ method: 'GET', url: MY_DATA_PATH })).statusCode).toBe(401);
    const admin = await cookieOf(bed.admin);
    expect((await app.inject({ method: 'GET', url: MY_DATA_PATH, headers: { cookie: admin } })).statusCode).toBe(403);
  });
});
