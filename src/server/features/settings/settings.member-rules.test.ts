// Settings › Members: saved for every screen (and H3's reminders) to read, recorded, admins only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '../../test/api-error.js';
import { callerAs, createAccount, createRouterTestbed, type RouterTestbed } from '../../test/harness.js';

let bed: RouterTestbed;

beforeEach(async () => {
  bed = await createRouterTestbed();
});

afterEach(async () => {
  await bed.testDb.close();
});

describe('settings.updateMemberRules', () => {
  it('saves both rules, which the settings then say, and records who changed them', async () => {
    const asAdmin = await callerAs(bed.deps, bed.admin);
    expect(await asAdmin.settings.get()).toMatchObject({ pauseAutoApprove: false, classReminderHours: 3 });

    await asAdmin.settings.updateMemberRules({ pauseAutoApprove: true, classReminderHours: 24 });

    expect(await asAdmin.settings.get()).toMatchObject({ pauseAutoApprove: true, classReminderHours: 24 });
    expect(await bed.deps.settings.current()).toMatchObject({ pauseAutoApprove: true, classReminderHours: 24 });
    const event = await bed.db
      .selectFrom('events')
      .select(['actorId', 'subject', 'detail'])
      .where('type', '=', 'admin.settings_changed')
      .executeTakeFirstOrThrow();
    expect(event.actorId).toBe(bed.admin.id);
    expect(event.subject).toBe('members');
    expect(JSON.parse(event.detail ?? '{}')).toMatchObject({
      from: { pauseAutoApprove: false, classReminderHours: 3 },
      to: { pauseAutoApprove: true, classReminderHours: 24 },
    });
  });

  it('refuses hours outside 1 to 72 and a manager, changing nothing', async () => {
    const asAdmin = await callerAs(bed.deps, bed.admin);
    expect(
      (await apiError(asAdmin.settings.updateMemberRules({ pauseAutoApprove: false, classReminderHours: 0 })))
        .fieldErrors,
    ).toEqual({
      classReminderHours: 'Send class reminders this many hours before must be between 1 and 72.',
    });
    const manager = await callerAs(bed.deps, await createAccount(bed.db, 'manager'));
    expect(
      await apiError(manager.settings.updateMemberRules({ pauseAutoApprove: true, classReminderHours: 5 })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await asAdmin.settings.get()).toMatchObject({ pauseAutoApprove: false, classReminderHours: 3 });
  });
});
