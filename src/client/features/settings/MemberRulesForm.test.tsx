// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { MemberRulesInput } from '../../../shared/pauses.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { trpcMutation } from '../../test/trpc-msw.js';
import { IRON_HOUSE, settingsState } from './settings-fixtures.js';
import { input, part, renderSettings, siteState } from './settings-testbed.js';

const server = setupMswServer();

async function openMembers() {
  siteState(server);
  const { handler } = settingsState(IRON_HOUSE);
  server.use(handler);
  const page = renderSettings();
  await page.findByRole('heading', { name: 'Members' });
  return { page, members: part(page, 'Members') };
}

describe('SettingsSection: Members', () => {
  it('saves automatic pause approval and the reminder hours', async () => {
    const { page, members } = await openMembers();
    const update = vi.fn((_input: MemberRulesInput) => ({ version: 5 }));
    server.use(trpcMutation<MemberRulesInput>('settings.updateMemberRules', update));

    expect((members.getByLabelText('Approve pause requests automatically') as HTMLInputElement).checked).toBe(false);
    await page.user.click(members.getByLabelText('Approve pause requests automatically'));
    await page.user.clear(input(members, 'Send class reminders this many hours before'));
    await page.user.type(input(members, 'Send class reminders this many hours before'), '24');
    await page.user.click(members.getByRole('button', { name: 'Save' }));

    expect((await members.findByRole('status')).textContent).toBe('Member rules saved.');
    expect(update).toHaveBeenCalledExactlyOnceWith({ pauseAutoApprove: true, classReminderHours: 24 });
  });

  it('refuses reminder hours outside 1 to 72 beside the field, sending nothing', async () => {
    const { page, members } = await openMembers();
    const update = vi.fn(() => ({ version: 5 }));
    server.use(trpcMutation('settings.updateMemberRules', update));

    await page.user.clear(input(members, 'Send class reminders this many hours before'));
    await page.user.type(input(members, 'Send class reminders this many hours before'), '100');
    await page.user.click(members.getByRole('button', { name: 'Save' }));

    expect(members.getByText('Send class reminders this many hours before must be between 1 and 72.')).toBeTruthy();
    expect(document.activeElement).toBe(input(members, 'Send class reminders this many hours before'));
    expect(update).not.toHaveBeenCalled();
  });
});
