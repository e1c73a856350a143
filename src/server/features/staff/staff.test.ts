// The Staff section as an admin uses it: invite (one transaction: the account and its mail), resend,
// change role, remove access (sessions end at once, history stays), and never the last admin.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../../shared/staff.schemas.js';
import { MAIL_JOB } from '../../mail/mail-queue.js';
import { allEvents, apiError, countRows } from '../../test/api-error.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  type TestAccount,
  type TestDatabase,
  tempDir,
} from '../../test/harness.js';
import { ManualClock } from '../../test/manual-clock.js';
import { parseMail } from '../../test/smtp.js';
import type { AppDeps } from '../../trpc/context.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';
import { searchPeopleByName } from '../members/members.service.js';

let t: TestDatabase;
let deps: AppDeps;
let outboxDir: string;
let owner: TestAccount;
const clock = new ManualClock('2026-11-22T09:00:00.000Z');

beforeEach(async () => {
  t = await createTestDatabase();
  outboxDir = tempDir('palaestra-outbox-');
  deps = createTestDeps(t, { outboxDir, clock });
  owner = await createAccount(t.db, 'admin', { name: 'Olga Owner' });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

const asOwner = () => callerAs(deps, owner);

/**
 * A caller for one request on a browser's session, looked up as every request is (in the database):
 * what the session says now, not when it was made.
 */
async function requestOn(on: AppDeps, sessionId: string) {
  const found = await on.sessions.validate(sessionId);
  return createCaller(createContextInner({ deps: on, session: found?.session, user: found?.user }));
}

/** Sends what is queued and returns the invitation token of the newest mail to that address. */
async function mailedInvitation(to: string): Promise<{ token: string; subject: string; body: string }> {
  await deps.background.runNow(MAIL_JOB);
  const mails = fs
    .readdirSync(outboxDir)
    .sort()
    .map((file) => parseMail(fs.readFileSync(path.join(outboxDir, file), 'utf8')))
    .filter((mail) => mail.headers.get('to')?.includes(to));
  const mail = mails.at(-1);
  const match = mail && /\/accept-invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail.body);
  if (!mail || !match?.[1]) throw new Error(`no invitation mailed to ${to}`);
  return { token: decodeURIComponent(match[1]), subject: mail.headers.get('subject') ?? '', body: mail.body };
}

async function invite(name: string, email: string, role: 'admin' | 'manager' | 'frontdesk' | 'trainer') {
  const { userId } = await (await asOwner()).staff.invite({ name, email, role });
  return userId;
}

describe('staff.invite', () => {
  it('makes an account with the role and no password, mails a 7-day link, and names the inviting admin', async () => {
    const userId = await invite('Fran Desk', 'Fran@Gym.test', 'frontdesk');
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Fran Desk', email: 'fran@gym.test', role: 'frontdesk', passwordHash: null });
    const mail = await mailedInvitation('fran@gym.test');
    expect(mail.body).toContain('as Front desk');
    const events = await allEvents(t.db);
    expect(events.filter((e) => e.type === 'admin.staff_invited')).toMatchObject([
      { actorId: owner.id, subject: userId },
    ]);
    expect(events.filter((e) => e.type === 'admin.invitation_queued')).toMatchObject([{ actorId: owner.id }]);

    const list = await (await asOwner()).staff.list({});
    expect(list.items.map((s) => [s.name, s.role, s.invitationWaiting])).toEqual([
      ['Fran Desk', 'frontdesk', true],
      ['Olga Owner', 'admin', false],
    ]);
  });

  it('refuses an email already in use beside the field, and changes nothing', async () => {
    const member = await createAccount(t.db, 'member');
    const usersBefore = await countRows(t.db, 'users');
    const error = await apiError((await asOwner()).staff.invite({ name: 'X', email: member.email, role: 'trainer' }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { email: STAFF_MESSAGES.emailTaken } });
    expect(await countRows(t.db, 'users')).toBe(usersBefore);
    expect(await t.db.selectFrom('mailQueue').selectAll().execute()).toEqual([]);
  });

  it('lists staff a page at a time, members never', async () => {
    await createAccount(t.db, 'member');
    for (const name of ['Bea', 'Cal', 'Dee']) await invite(name, `${name.toLowerCase()}@gym.test`, 'trainer');
    const first = await (await asOwner()).staff.list({ page: 1, pageSize: 2 });
    const second = await (await asOwner()).staff.list({ page: 2, pageSize: 2 });
    expect(first.total).toBe(4);
    expect([...first.items, ...second.items].map((s) => s.name)).toEqual(['Bea', 'Cal', 'Dee', 'Olga Owner']);
  });
});

describe('accepting an invitation', () => {
  it('greets by name and role, sets the password, signs in with a cookie and records the sign-in', async () => {
    const userId = await invite('Fran Desk', 'fran@gym.test', 'frontdesk');
    const { token } = await mailedInvitation('fran@gym.test');
    const visitor = await callerAs(deps);
    expect(await visitor.auth.checkInvitation({ token })).toEqual({
      usable: true,
      name: 'Fran Desk',
      email: 'fran@gym.test',
      role: 'frontdesk',
    });
    const cookies: string[] = [];
    const browser = createCaller(createContextInner({ deps, setCookie: (c) => cookies.push(c.serialized) }));
    expect(
      await browser.auth.acceptInvitation({ token, password: 'fran secret 1', confirmPassword: 'fran secret 1' }),
    ).toEqual({ role: 'frontdesk', redirectTo: '/admin' });
    expect(cookies.some((c) => c.startsWith('palaestra_session='))).toBe(true);
    const list = await (await asOwner()).staff.list({});
    expect(list.items.find((s) => s.id === userId)).toMatchObject({
      invitationWaiting: false,
      lastSignInAt: clock.now().toISOString(),
    });
    // Single use.
    expect(await visitor.auth.checkInvitation({ token })).toEqual({
      usable: false,
      message: STAFF_MESSAGES.invitationUnusable,
    });
    const again = await apiError(
      visitor.auth.acceptInvitation({ token, password: 'another one 1', confirmPassword: 'another one 1' }),
    );
    expect(again).toMatchObject({ code: 'BAD_REQUEST', message: STAFF_MESSAGES.invitationUnusable });
  });

  it('says a made-up or expired link is not usable', async () => {
    await invite('Fran Desk', 'fran@gym.test', 'frontdesk');
    const { token } = await mailedInvitation('fran@gym.test');
    const visitor = await callerAs(deps);
    expect(await visitor.auth.checkInvitation({ token: 'made-up' })).toMatchObject({ usable: false });
    clock.advance(7 * 24 * 3_600_000 + 1);
    expect(await visitor.auth.checkInvitation({ token })).toMatchObject({ usable: false });
  });

  it('sign-in records the time of the last sign-in', async () => {
    await (await callerAs(deps)).auth.signIn({ email: owner.email, password: owner.password });
    const row = await t.db.selectFrom('users').select('lastSignInAt').where('id', '=', owner.id).executeTakeFirst();
    expect(row?.lastSignInAt).toBe(clock.now().toISOString());
  });
});

describe('staff.resendInvitation', () => {
  it('queues a fresh link for someone still waiting, and refuses once they have a password', async () => {
    const userId = await invite('Fran Desk', 'fran@gym.test', 'frontdesk');
    await (await asOwner()).staff.resendInvitation({ userId });
    expect(await t.db.selectFrom('mailQueue').select('kind').execute()).toHaveLength(2);
    const { token } = await mailedInvitation('fran@gym.test');
    await (await callerAs(deps)).auth.acceptInvitation({
      token,
      password: 'fran secret 1',
      confirmPassword: 'fran secret 1',
    });
    const error = await apiError((await asOwner()).staff.resendInvitation({ userId }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: STAFF_MESSAGES.passwordAlreadySet });
  });
});

describe('staff.changeRole', () => {
  it('changes a staff role at once (their next call is judged by it) and records who did it', async () => {
    const desk = await createAccount(t.db, 'frontdesk');
    const { session } = await deps.sessions.create(desk.id);
    await (await requestOn(deps, session.id)).members.list({});
    expect(await (await asOwner()).staff.changeRole({ userId: desk.id, role: 'trainer' })).toEqual({ changed: true });
    expect((await apiError((await requestOn(deps, session.id)).members.list({}))).code).toBe('FORBIDDEN');
    const event = (await allEvents(t.db)).find((e) => e.type === 'admin.staff_role_changed');
    expect(event).toMatchObject({ actorId: owner.id, subject: desk.id });
    expect(JSON.parse(String(event?.detail))).toEqual({ from: 'frontdesk', to: 'trainer' });
  });

  it('never leaves the gym without an admin who can sign in', async () => {
    const error = await apiError((await asOwner()).staff.changeRole({ userId: owner.id, role: 'manager' }));
    expect(error).toMatchObject({ code: 'CONFLICT', message: STAFF_MESSAGES.lastAdmin });
    // An invited admin who has not set a password cannot sign in, so does not count.
    await invite('Ann Invited', 'ann@gym.test', 'admin');
    expect((await apiError((await asOwner()).staff.removeAccess({ userId: owner.id }))).code).toBe('CONFLICT');
    const second = await createAccount(t.db, 'admin');
    expect(await (await asOwner()).staff.changeRole({ userId: owner.id, role: 'manager' })).toEqual({ changed: true });
    expect((await apiError((await callerAs(deps, second)).staff.removeAccess({ userId: second.id }))).code).toBe(
      'CONFLICT',
    );
  });

  it('changes only staff accounts: a member or a pending registration is not found', async () => {
    const member = await createAccount(t.db, 'member');
    const pending = await createAccount(t.db, 'pending');
    for (const account of [member, pending]) {
      const owner$ = await asOwner();
      expect((await apiError(owner$.staff.changeRole({ userId: account.id, role: 'admin' }))).code).toBe('NOT_FOUND');
      expect((await apiError(owner$.staff.removeAccess({ userId: account.id }))).code).toBe('NOT_FOUND');
    }
    const roles = await t.db.selectFrom('users').select('role').where('id', 'in', [member.id, pending.id]).execute();
    expect(roles.map((r) => r.role).sort()).toEqual(['member', null]);
  });
});

describe('staff.removeAccess', () => {
  it('refuses their very next request, clears password, invitations and role, and keeps their history', async () => {
    const desk = await createAccount(t.db, 'frontdesk', { name: 'Dana Desk' });
    const member = await createAccount(t.db, 'member');
    // Signed in on two app processes: sessions live in the database, which both read on each request.
    const otherProcess = createTestDeps(t, { clock });
    const { session } = await deps.sessions.create(desk.id);
    await (await requestOn(otherProcess, session.id)).memberNotes.add({ userId: member.id, body: 'Asked about yoga.' });

    await (await asOwner()).staff.removeAccess({ userId: desk.id });

    for (const process of [deps, otherProcess]) {
      expect((await apiError((await requestOn(process, session.id)).members.list({}))).code).toBe('UNAUTHORIZED');
    }
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', desk.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Dana Desk', role: null, passwordHash: null });
    expect(await t.db.selectFrom('sessions').where('userId', '=', desk.id).selectAll().execute()).toEqual([]);
    const failed = await apiError((await callerAs(deps)).auth.signIn({ email: desk.email, password: desk.password }));
    expect(failed.code).toBe('UNAUTHORIZED');
    // Their note still names them; the removal names the admin.
    const notes = await (await asOwner()).memberNotes.list({ userId: member.id });
    expect(JSON.stringify(notes)).toContain('Dana Desk');
    expect((await allEvents(t.db)).find((e) => e.type === 'admin.staff_access_removed')).toMatchObject({
      actorId: owner.id,
      subject: desk.id,
    });
  });

  it('a removed staff member is never a pending registration or a member anywhere', async () => {
    const desk = await createAccount(t.db, 'frontdesk', { name: 'Zed Removed' });
    await (await asOwner()).staff.removeAccess({ userId: desk.id });
    expect(await searchPeopleByName(t.db, 'Zed', { includePending: true, limit: 10 })).toEqual([]);
    const admin = await asOwner();
    expect((await admin.members.list({ search: 'Zed' })).items).toEqual([]);
    expect((await admin.requests.listPending({})).items).toEqual([]);
    expect((await admin.staff.list({})).items.map((s) => s.name)).toEqual(['Olga Owner']);
    const desk2 = await callerAs(deps, await createAccount(t.db, 'frontdesk'));
    const answer = await desk2.checkIns.checkIn({ text: 'Zed Removed' });
    expect(answer).toMatchObject({ outcome: 'refused', kind: 'unknown' });
  });
});
