// My profile: the member's phone, emergency contact and reminder mail; and "Change email", confirmed
// by a single-use link mailed to the new address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import { callerAs, createAccount, type TestAccount } from '../../test/harness.js';
import { queuedMailTo } from '../../test/mail-outbox.js';
import { createMoneyBed, type MoneyBed } from '../../test/money-bed.js';
import { createContextInner } from '../../trpc/context.js';
import { createCaller } from '../../trpc/router.js';

let bed: MoneyBed;
let member: TestAccount;

beforeEach(async () => {
  bed = await createMoneyBed();
  member = await createAccount(bed.db, 'member', { name: 'Eve Email', email: 'eve@gym.test' });
});

afterEach(async () => {
  await bed.t.close();
});

describe('profile.details and profile.update', () => {
  it('saves the phone, emergency contact and reminder choice the member gives', async () => {
    const asMember = await callerAs(bed.deps, member);
    expect(await asMember.profile.details()).toEqual({
      email: 'eve@gym.test',
      phone: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
      reminderEmails: true,
      pendingEmail: null,
    });

    await asMember.profile.update({
      phone: ' +44 7700 900123 ',
      emergencyContactName: 'Sam Rivera',
      emergencyContactPhone: '(0117) 496-0000',
      reminderEmails: false,
    });

    expect(await asMember.profile.details()).toMatchObject({
      phone: '+44 7700 900123',
      emergencyContactName: 'Sam Rivera',
      emergencyContactPhone: '(0117) 496-0000',
      reminderEmails: false,
    });
  });

  it('refuses a phone with letters or a name too long, beside the field, and changes nothing', async () => {
    const asMember = await callerAs(bed.deps, member);
    const error = await apiError(
      asMember.profile.update({
        phone: 'call me',
        emergencyContactName: 'x'.repeat(101),
        emergencyContactPhone: '12ab',
        reminderEmails: true,
      }),
    );

    expect(error.fieldErrors).toEqual({
      phone: 'Phone may only have digits, spaces and + ( ) - . /',
      emergencyContactName: 'Emergency contact name must be at most 100 characters.',
      emergencyContactPhone: 'Emergency contact phone may only have digits, spaces and + ( ) - . /',
    });
    expect((await asMember.profile.details()).phone).toBe('');
  });
});

async function linkMailedTo(address: string): Promise<string> {
  const mail = await bed.db
    .selectFrom('mailQueue')
    .select(['bodyText', 'logLink'])
    .where('toAddress', '=', address)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const token = new URL(mail.logLink ?? '').searchParams.get('token');
  if (!token || !mail.bodyText.includes(mail.logLink ?? '')) throw new Error('no link in the mail');
  return token;
}

describe('Change email', () => {
  it('moves the account to the new address once the link is opened, ends other sessions and tells the old address', async () => {
    const onPhone = await bed.deps.sessions.create(member.id);
    const asMember = await callerAs(bed.deps, member);

    expect(
      await asMember.profile.requestEmailChange({ newEmail: 'Eve.New@Gym.test', currentPassword: member.password }),
    ).toEqual({ sentTo: 'eve.new@gym.test' });
    expect((await asMember.profile.details()).pendingEmail).toBe('eve.new@gym.test');
    const token = await linkMailedTo('eve.new@gym.test');
    const stored = await bed.db.selectFrom('emailChanges').select('tokenHash').executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(token);

    // Opened signed out (another device): it still works.
    expect(await (await callerAs(bed.deps)).profile.confirmEmailChange({ token })).toEqual({
      email: 'eve.new@gym.test',
    });

    const user = await bed.db
      .selectFrom('users')
      .select(['email', 'searchKey'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe('eve.new@gym.test');
    expect(user.searchKey).toContain('eve.new@gym.test');
    const row = await bed.db.selectFrom('members').select('email').where('userId', '=', member.id).executeTakeFirst();
    expect(row?.email).toBe('eve.new@gym.test');
    expect(await bed.deps.sessions.validate(onPhone.session.id)).toBeNull();
    const gymName = (await bed.deps.settings.current()).name;
    const toOld = await queuedMailTo(bed.db, 'eve@gym.test');
    expect(toOld.map((m) => m.subject)).toEqual([`Your email address at ${gymName} was changed`]);
    // Both mails in the gym's layout, as every mail is: an HTML part beside the text, the gym at the foot.
    for (const mail of [...toOld, ...(await queuedMailTo(bed.db, 'eve.new@gym.test'))]) {
      expect(mail.html).toContain('<h1 ');
      expect(mail.text).toContain(`-- \n${gymName}`);
    }
    const events = await bed.db.selectFrom('events').select('type').where('subject', '=', member.id).execute();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['member.email_change_requested', 'member.email_changed']),
    );

    // Used once: never again.
    expect(await apiError((await callerAs(bed.deps)).profile.confirmEmailChange({ token }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This link has already been used or is not valid. Ask for a new one on My profile if you need to.',
    });
  });

  it('keeps the session that confirms, when it is the account itself', async () => {
    const asMember = await callerAs(bed.deps, member);
    await asMember.profile.requestEmailChange({ newEmail: 'eve2@gym.test', currentPassword: member.password });
    const { session } = await bed.deps.sessions.create(member.id);
    const other = await bed.deps.sessions.create(member.id);
    const auth = await bed.deps.sessions.validate(session.id);
    const here = createCaller(
      createContextInner({ deps: bed.deps, session: auth?.session, user: auth?.user, ip: '127.0.0.1' }),
    );

    await here.profile.confirmEmailChange({ token: await linkMailedTo('eve2@gym.test') });

    expect(await bed.deps.sessions.validate(session.id)).not.toBeNull();
    expect(await bed.deps.sessions.validate(other.session.id)).toBeNull();
  });

  it('refuses a link past its 24 hours, and changes nothing', async () => {
    const asMember = await callerAs(bed.deps, member);
    await asMember.profile.requestEmailChange({ newEmail: 'late@gym.test', currentPassword: member.password });
    const token = await linkMailedTo('late@gym.test');

    bed.clock.advance(24 * 60 * 60_000 + 1000);

    expect(await apiError(asMember.profile.confirmEmailChange({ token }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This link has expired. Ask for a new one under "Change email" on My profile.',
    });
    expect((await asMember.profile.details()).email).toBe('eve@gym.test');
  });

  it("refuses another account's address, a wrong password and the same address, beside the field", async () => {
    await createAccount(bed.db, 'member', { email: 'taken@gym.test' });
    const asMember = await callerAs(bed.deps, member);
    const fields = async (call: Promise<unknown>) => (await apiError(call)).fieldErrors;

    expect(
      await fields(
        asMember.profile.requestEmailChange({ newEmail: 'taken@gym.test', currentPassword: member.password }),
      ),
    ).toEqual({ newEmail: 'Another account already uses this email address.' });
    expect(
      await fields(
        asMember.profile.requestEmailChange({ newEmail: 'free@gym.test', currentPassword: 'not it at all' }),
      ),
    ).toEqual({ currentPassword: 'Current password is incorrect.' });
    expect(
      await fields(asMember.profile.requestEmailChange({ newEmail: 'eve@gym.test', currentPassword: member.password })),
    ).toEqual({ newEmail: 'This is already your email address.' });
    expect(await bed.db.selectFrom('emailChanges').select('userId').execute()).toEqual([]);
    expect(await bed.db.selectFrom('mailQueue').select('id').execute()).toEqual([]);
  });

  it('refuses the link when the address was taken by someone else meanwhile', async () => {
    const asMember = await callerAs(bed.deps, member);
    await asMember.profile.requestEmailChange({ newEmail: 'race@gym.test', currentPassword: member.password });
    const token = await linkMailedTo('race@gym.test');
    await createAccount(bed.db, 'member', { email: 'race@gym.test' });

    expect(await apiError(asMember.profile.confirmEmailChange({ token }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Another account already uses this email address.',
    });
    expect((await asMember.profile.details()).email).toBe('eve@gym.test');
  });
});
