// @vitest-environment jsdom
// Trainers in the Classes section: management picks a class's trainer account (which also names the
// trainer on the timetable); a trainer sees only the sessions of their own classes, with rosters and
// "Mark attended" but nothing to manage; the front desk sees every session, also without managing.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreateClassInput } from '../../../../shared/classes.schemas.js';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { ADMIN, type SessionUser, sessionAs } from '../../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../../test/trpc-msw.js';
import { ClassesSection } from './ClassesSection.js';
import {
  classesList,
  classRow,
  KIM,
  LOU,
  person,
  SETTINGS,
  sessionPages,
  sessionRow,
  trainersList,
  YOGA,
} from './classes-fixtures.js';

const server = setupMswServer();

const TRAINER: SessionUser = { ...KIM, email: 'kim@gym.test', role: 'trainer' };
const FRONT_DESK: SessionUser = { id: 'u-desk', name: 'Fran Desk', email: 'fran@gym.test', role: 'frontdesk' };

function renderAs(user: SessionUser, path = '/admin/classes') {
  server.use(sessionAs(user));
  return renderPage(<ClassesSection />, { path, gym: SETTINGS });
}

describe('choosing the trainer of a class', () => {
  it("offers the trainer accounts, fills in the timetable's name from the one picked, and sends its id", async () => {
    const { rows, handler } = classesList(YOGA);
    const create = vi.fn((input: CreateClassInput) => {
      const added = classRow({ id: 'class-box', ...input, trainerId: input.trainerId || null, slots: [] });
      rows.push(added);
      return added;
    });
    server.use(handler, sessionPages([]).handler, trainersList(KIM, LOU), trpcMutation('classes.create', create));
    const page = renderAs(ADMIN);
    const form = within(await page.findByRole('form', { name: 'Add a class' }));
    const trainer = (await form.findByRole('combobox', { name: 'Trainer' })) as HTMLSelectElement;
    await waitFor(() => expect(trainer.disabled).toBe(false));
    expect([...trainer.options].map((option) => option.textContent)).toEqual([
      'No trainer account',
      'Kim Trainer',
      'Lou Coach',
    ]);
    const shownName = form.getByLabelText("Trainer's name") as HTMLInputElement;

    await page.user.selectOptions(trainer, 'Kim Trainer');
    expect(shownName.value).toBe('Kim Trainer');
    await page.user.selectOptions(trainer, 'Lou Coach');
    expect(shownName.value).toBe('Lou Coach');
    // A name typed by hand stays whoever is picked.
    await page.user.clear(shownName);
    await page.user.type(shownName, 'Coach Lou');
    await page.user.selectOptions(trainer, 'Kim Trainer');
    expect(shownName.value).toBe('Coach Lou');

    await page.user.type(form.getByLabelText('Name'), 'Boxing');
    await page.user.type(form.getByLabelText('Capacity'), '15');
    await page.user.click(form.getByRole('button', { name: 'Add class' }));
    expect(await form.findByText('Added class Boxing. Add its weekly times below.')).toBeTruthy();
    expect(create).toHaveBeenCalledExactlyOnceWith({
      name: 'Boxing',
      trainer: 'Coach Lou',
      trainerId: KIM.id,
      capacity: 15,
      durationMinutes: 60,
      description: '',
    });
  });

  it("shows the server's refusal of a trainer beside the select", async () => {
    server.use(
      classesList(YOGA).handler,
      sessionPages([]).handler,
      trainersList(KIM),
      trpcMutation('classes.create', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Choose a trainer from the list.',
          fieldErrors: { trainerId: 'Choose a trainer from the list.' },
        });
      }),
    );
    const page = renderAs(ADMIN);
    const form = within(await page.findByRole('form', { name: 'Add a class' }));
    const trainer = (await form.findByRole('combobox', { name: 'Trainer' })) as HTMLSelectElement;
    await waitFor(() => expect(trainer.disabled).toBe(false));
    await page.user.selectOptions(trainer, 'Kim Trainer');
    await page.user.type(form.getByLabelText('Name'), 'Boxing');
    await page.user.type(form.getByLabelText('Capacity'), '15');
    await page.user.click(form.getByRole('button', { name: 'Add class' }));
    expect(await form.findByText('Choose a trainer from the list.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(trainer));
  });

  it("opens the edit dialog on the class's trainer, and keeps one who is no longer a trainer", async () => {
    const spin = classRow({ id: 'class-spin', name: 'Spin', trainerId: 'u-gone', trainer: 'Gone Trainer' });
    server.use(
      classesList(classRow({ trainerId: LOU.id }), spin).handler,
      sessionPages([]).handler,
      trainersList(KIM, LOU),
    );
    const page = renderAs(ADMIN);
    const itemOf = async (name: string) =>
      within((await page.findByText(name, { selector: 'strong' })).closest('li') as HTMLElement);

    await page.user.click((await itemOf('Yoga')).getByRole('button', { name: 'Edit' }));
    let dialog = within(await page.findByRole('dialog', { name: 'Edit Yoga' }));
    await waitFor(() =>
      expect((dialog.getByRole('combobox', { name: 'Trainer' }) as HTMLSelectElement).value).toBe(LOU.id),
    );
    await page.user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await page.user.click((await itemOf('Spin')).getByRole('button', { name: 'Edit' }));
    dialog = within(await page.findByRole('dialog', { name: 'Edit Spin' }));
    const select = dialog.getByRole('combobox', { name: 'Trainer' }) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe('Current account (no longer a trainer)'));
  });
});

describe('the Classes section of a trainer', () => {
  it('shows only their sessions, with the roster and "Mark attended", and nothing to manage', async () => {
    const sessions = sessionPages([sessionRow({ started: true })]);
    const people = [person()];
    const markAttended = vi.fn(({ bookingId }: { bookingId: string }) => {
      Object.assign(people.find((p) => p.id === bookingId) ?? {}, { attendedAt: '2026-11-24T05:05:00.000Z' });
      return { attended: true, attendedAt: '2026-11-24T05:05:00.000Z' };
    });
    server.use(
      sessions.handler,
      trpcQuery('classes.roster', () => ({ session: sessionRow(), people })),
      trpcMutation('classes.markAttended', markAttended),
    );
    const page = renderAs(TRAINER);

    expect(await page.findByRole('heading', { level: 2, name: 'Your sessions' })).toBeTruthy();
    expect(
      page.getByText(
        "The sessions of the classes you teach over the next 8 weeks, on the gym's clock (Pacific/Auckland).",
      ),
    ).toBeTruthy();
    expect(page.queryByRole('heading', { name: 'Classes' })).toBeNull();
    expect(page.queryByRole('form', { name: 'Add a class' })).toBeNull();
    const actions = within(await page.findByRole('group', { name: 'Yoga, Tue, Nov 24, 6:00 PM–7:00 PM' }));
    expect(actions.queryByRole('button', { name: /^More actions/ })).toBeNull();

    await page.user.click(actions.getByRole('button', { name: 'Roster' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Roster: Yoga' }));
    await page.user.click(await dialog.findByRole('button', { name: 'Mark attended' }));
    expect((await dialog.findByRole('status')).textContent).toBe('Ana Ruiz attended; the visit is recorded.');
    expect(markAttended).toHaveBeenCalledExactlyOnceWith({ bookingId: 'booking-ana' });
  });

  it("has the week calendar too, of what the server sends them: their own classes' sessions", async () => {
    const week = vi.fn((input: { weekOf: string }) => ({
      weekStart: input.weekOf,
      items: [sessionRow({ startsAt: '2026-11-17T05:00:00.000Z', endsAt: '2026-11-17T06:00:00.000Z' })],
      more: false,
    }));
    server.use(trpcQuery('classes.week', week));
    const page = renderAs(TRAINER, '/admin/classes?view=week');
    expect(await page.findByRole('heading', { level: 2, name: 'Your sessions' })).toBeTruthy();
    expect(
      page.getByText("The sessions of the classes you teach, Monday to Sunday, on the gym's clock (Pacific/Auckland)."),
    ).toBeTruthy();
    const tuesday = within(await page.findByRole('listitem', { name: 'Tue, Nov 17, 2026' }));
    expect(await tuesday.findByRole('button', { name: /^Roster: .* Yoga / })).toBeTruthy();
    expect(week).toHaveBeenCalledWith({ weekOf: '2026-11-16' });
    expect(page.queryByRole('button', { name: /^More actions/ })).toBeNull();
  });

  it('says so when none of their classes has a session coming', async () => {
    server.use(sessionPages([]).handler);
    const page = renderAs(TRAINER);
    expect(await page.findByText('No sessions of your classes in the coming weeks.')).toBeTruthy();
  });
});

describe('the Classes section of the front desk', () => {
  it('shows every upcoming session without class management or "Cancel session"', async () => {
    server.use(sessionPages([sessionRow()]).handler);
    const page = renderAs(FRONT_DESK);
    expect(await page.findByRole('heading', { level: 2, name: 'Upcoming sessions' })).toBeTruthy();
    const actions = within(await page.findByRole('group', { name: 'Yoga, Tue, Nov 24, 6:00 PM–7:00 PM' }));
    expect(actions.getByRole('button', { name: 'Roster' })).toBeTruthy();
    expect(actions.queryByRole('button', { name: /^More actions/ })).toBeNull();
    expect(page.queryByRole('form', { name: 'Add a class' })).toBeNull();
  });
});
