// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddSlotInput } from '../../../../shared/classes.schemas.js';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { ADMIN, sessionAs } from '../../../test/session.js';
import { CONFIGURED_GYM, type SiteSettings } from '../../../test/site-settings.js';
import { TrpcError, trpcMutation } from '../../../test/trpc-msw.js';
import { ClassesSection } from './ClassesSection.js';
import { type ClassRow, classesList, SETTINGS, sessionPages, trainersList, YOGA } from './classes-fixtures.js';

const server = setupMswServer();
let sessions: ReturnType<typeof sessionPages>;
let rows: ClassRow[];

beforeEach(() => {
  sessions = sessionPages([]);
  const classes = classesList(YOGA);
  rows = classes.rows;
  server.use(sessions.handler, classes.handler, sessionAs(ADMIN), trainersList());
});

function renderSection(gym: SiteSettings = SETTINGS) {
  return renderPage(<ClassesSection />, { path: '/admin/classes', gym });
}

async function timetableOf(page: ReturnType<typeof renderSection>, name: string) {
  return within(await page.findByRole('group', { name: `${name} weekly times` }));
}

const timesShown = (timetable: Awaited<ReturnType<typeof timetableOf>>) =>
  timetable.queryAllByRole('listitem').map((li) => li.querySelector('span')?.textContent);

describe('ClassesSection: weekly timetable', () => {
  it("adds a weekly time on the gym's clock and says how many sessions were scheduled", async () => {
    const addSlot = vi.fn((input: AddSlotInput) => {
      const slot = { id: 'slot-sat', weekday: input.weekday, startTime: input.startTime };
      (rows[0] as ClassRow).slots.push(slot);
      return { ok: true as const, slot: { ...slot, classId: input.classId }, sessionsCreated: 8 };
    });
    server.use(trpcMutation<AddSlotInput>('classes.addSlot', addSlot));
    const page = renderSection();
    const timetable = await timetableOf(page, 'Yoga');
    await page.user.click(timetable.getByRole('button', { name: 'Add time' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a weekly time to Yoga' }));
    expect(
      dialog.getByText("Sessions are scheduled for the next 8 weeks, on the gym's clock (Pacific/Auckland)."),
    ).toBeTruthy();
    const weekday = dialog.getByLabelText('Weekday') as HTMLSelectElement;
    expect([...weekday.options].map((o) => o.textContent)).toEqual([
      'Choose a weekday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await page.user.selectOptions(weekday, 'Saturday');
    await page.user.type(dialog.getByLabelText('Start time'), '09:15');
    await page.user.click(dialog.getByRole('button', { name: 'Add time' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Added Sat 9:15 AM to Yoga: 8 sessions scheduled.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(page.queryByRole('dialog')).toBeNull();
    expect(addSlot).toHaveBeenCalledExactlyOnceWith({ classId: 'class-yoga', weekday: 6, startTime: '09:15' });
    await waitFor(() => expect(timesShown(timetable)).toEqual(['Mon 6:00 PM', 'Thu 7:30 AM', 'Sat 9:15 AM']));
    // The new sessions show in the list below.
    await waitFor(() => expect(sessions.list).toHaveBeenCalledTimes(2));
  });

  it('asks for a weekday and a start time before sending, and shows a clash from the server', async () => {
    const addSlot = vi.fn(() => {
      throw new TrpcError({ code: 'CONFLICT', message: 'This class already runs then.' });
    });
    server.use(trpcMutation('classes.addSlot', addSlot));
    const page = renderSection();
    await page.user.click((await timetableOf(page, 'Yoga')).getByRole('button', { name: 'Add time' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a weekly time to Yoga' }));
    await page.user.click(dialog.getByRole('button', { name: 'Add time' }));
    expect(dialog.getByText('Choose a weekday.')).toBeTruthy();
    expect(dialog.getByText('Enter a start time like 18:00.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText('Weekday'));
    expect(addSlot).not.toHaveBeenCalled();

    await page.user.selectOptions(dialog.getByLabelText('Weekday'), 'Monday');
    await page.user.type(dialog.getByLabelText('Start time'), '18:00');
    await page.user.click(dialog.getByRole('button', { name: 'Add time' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('This class already runs then.');
    expect(page.getByRole('dialog', { name: 'Add a weekly time to Yoga' })).toBeTruthy();
  });

  it('removes a time only after the admin confirms that its sessions are cancelled and members told', async () => {
    const removeSlot = vi.fn(({ slotId }: { slotId: string }) => {
      const klass = rows[0] as ClassRow;
      klass.slots = klass.slots.filter((slot) => slot.id !== slotId);
      return { sessionsCancelled: 6, membersTold: 2 };
    });
    server.use(trpcMutation('classes.removeSlot', removeSlot));
    const page = renderSection();
    const timetable = await timetableOf(page, 'Yoga');

    await chooseRemove(page, timetable, 'Yoga Mon 6:00 PM');
    let dialog = within(await page.findByRole('alertdialog', { name: 'Remove Mon 6:00 PM from Yoga?' }));
    expect(
      dialog.getByText('Upcoming Yoga sessions at Mon 6:00 PM are cancelled, and members who booked them are told.'),
    ).toBeTruthy();
    await page.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    expect(removeSlot).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(timetable.getByRole('button', { name: 'More actions for Yoga Mon 6:00 PM' }));
    expect(timesShown(timetable)).toEqual(['Mon 6:00 PM', 'Thu 7:30 AM']);

    await chooseRemove(page, timetable, 'Yoga Mon 6:00 PM');
    dialog = within(await page.findByRole('alertdialog'));
    await page.user.click(dialog.getByRole('button', { name: 'Remove time' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe(
      'Removed Mon 6:00 PM from Yoga: 6 upcoming sessions cancelled, and 2 members told.',
    );
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(removeSlot).toHaveBeenCalledExactlyOnceWith({ slotId: 'slot-mon' });
    await waitFor(() => expect(timesShown(timetable)).toEqual(['Thu 7:30 AM']));
    await waitFor(() => expect(sessions.list).toHaveBeenCalledTimes(2));
  });

  it('shows a failed removal as an alert with focus, and keeps the time', async () => {
    server.use(
      trpcMutation('classes.removeSlot', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'Timetable slot not found.' });
      }),
    );
    const page = renderSection();
    const timetable = await timetableOf(page, 'Yoga');
    await chooseRemove(page, timetable, 'Yoga Thu 7:30 AM');
    await page.user.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Remove time' }));
    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('Timetable slot not found.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(timesShown(timetable)).toEqual(['Mon 6:00 PM', 'Thu 7:30 AM']);
  });

  it('writes weekly times on a British gym’s 24-hour clock', async () => {
    const removeSlot = vi.fn(() => ({ sessionsCancelled: 1234, membersTold: 0 }));
    server.use(trpcMutation('classes.removeSlot', removeSlot));
    const page = renderSection(CONFIGURED_GYM);
    const timetable = await timetableOf(page, 'Yoga');
    expect(timesShown(timetable)).toEqual(['Mon 18:00', 'Thu 07:30']);
    await page.user.click(timetable.getByRole('button', { name: 'Add time' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a weekly time to Yoga' }));
    expect(
      dialog.getByText("Sessions are scheduled for the next 8 weeks, on the gym's clock (Europe/London)."),
    ).toBeTruthy();
    await page.user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await chooseRemove(page, timetable, 'Yoga Mon 18:00');
    await page.user.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Remove time' }));
    expect((await page.findByRole('status')).textContent).toBe(
      'Removed Mon 18:00 from Yoga: 1,234 upcoming sessions cancelled.',
    );
  });
});

/** Opens a weekly time's menu from the keyboard (ArrowDown) and chooses "Remove time…". */
async function chooseRemove(page: ReturnType<typeof renderPage>, timetable: ReturnType<typeof within>, name: string) {
  timetable.getByRole('button', { name: `More actions for ${name}` }).focus();
  await page.user.keyboard('{ArrowDown}');
  const item = await page.findByRole('menuitem', { name: 'Remove time…' });
  await waitFor(() => expect(document.activeElement).toBe(item));
  await page.user.keyboard('{Enter}');
}
