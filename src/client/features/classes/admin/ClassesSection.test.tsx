// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateClassInput } from '../../../../shared/classes.schemas.js';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { ADMIN, gate, sessionAs } from '../../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../../test/trpc-msw.js';
import { ClassesSection } from './ClassesSection.js';
import {
  type ClassRow,
  classesList,
  classRow,
  KIM,
  LOU,
  SETTINGS,
  SPIN,
  sessionPages,
  trainersList,
  YOGA,
} from './classes-fixtures.js';

const server = setupMswServer();

beforeEach(() => {
  server.use(sessionPages([]).handler, sessionAs(ADMIN), trainersList(KIM, LOU));
});

function classes(...rows: ClassRow[]) {
  const api = classesList(...rows);
  server.use(api.handler);
  return api;
}

function renderSection() {
  return renderPage(<ClassesSection />, { path: '/admin/classes', gym: SETTINGS });
}

const itemOf = async (page: ReturnType<typeof renderSection>, name: string) =>
  within((await page.findByText(name, { selector: 'strong' })).closest('li') as HTMLElement);

describe('ClassesSection: classes', () => {
  it('shows a loading status, then each class with trainer, capacity, duration, weekly times and badges', async () => {
    const hold = gate();
    server.use(
      trpcQuery('classes.list', async () => {
        await hold.promise;
        return [SPIN, YOGA];
      }),
    );
    const page = renderSection();
    expect(await page.findByRole('heading', { level: 2, name: 'Classes' })).toBeTruthy();
    expect(page.getByText('Loading classes...')).toBeTruthy();
    hold.release();

    const list = await page.findByRole('list', { name: 'All classes' });
    expect(
      within(list)
        .getAllByText(/^(Spin|Yoga)$/, { selector: 'strong' })
        .map((s) => s.textContent),
    ).toEqual(['Spin', 'Yoga']);

    const yoga = await itemOf(page, 'Yoga');
    expect(yoga.getByText('Trainer: Sam Lee')).toBeTruthy();
    expect(yoga.getByText('Capacity: 20 places · Duration: 60 min')).toBeTruthy();
    expect(yoga.getByText(/Slow flow\./)).toBeTruthy();
    expect(yoga.queryByText('Archived')).toBeNull();
    const times = within(page.getByRole('group', { name: 'Yoga weekly times' }));
    expect(times.getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent)).toEqual([
      'Mon 6:00 PM',
      'Thu 7:30 AM',
    ]);
    expect(times.queryByRole('button', { name: 'Remove Mon 6:00 PM' })).toBeNull();
    expect(times.getByRole('button', { name: 'More actions for Yoga Mon 6:00 PM' })).toBeTruthy();
    expect(times.getByRole('button', { name: 'Add time' })).toBeTruthy();
    const actions = within(page.getByRole('group', { name: 'Yoga' }));
    expect(actions.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(actions.getByRole('button', { name: 'Archive' })).toBeTruthy();

    const spin = await itemOf(page, 'Spin');
    expect(spin.getByText('Archived')).toBeTruthy();
    expect(spin.getByText('No trainer named')).toBeTruthy();
    expect(spin.getByText('No weekly times yet.')).toBeTruthy();
    expect(spin.getByText('Restore the class to add times.')).toBeTruthy();
    expect(spin.queryByRole('button', { name: 'Add time' })).toBeNull();
    expect(spin.getByRole('button', { name: 'Restore' })).toBeTruthy();
  });

  it('says when there are no classes yet', async () => {
    classes();
    const page = renderSection();
    expect(await page.findByText('No classes yet. Add the first one above.')).toBeTruthy();
  });

  it('shows a load failure and loads again on Try again', async () => {
    let fail = true;
    server.use(
      trpcQuery('classes.list', () => {
        if (fail) throw new TrpcError({ code: 'FORBIDDEN', message: 'Administrators only.' });
        return [YOGA];
      }),
    );
    const page = renderSection();
    expect((await page.findByRole('alert')).textContent).toBe('Administrators only.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('Yoga', { selector: 'strong' })).toBeTruthy();
  });

  it('adds a class, sending capacity and duration as numbers', async () => {
    const { rows } = classes(YOGA);
    const create = vi.fn((input: CreateClassInput) => {
      const added = classRow({ id: 'class-box', ...input, slots: [] });
      rows.push(added);
      return added;
    });
    server.use(trpcMutation<CreateClassInput>('classes.create', create));
    const page = renderSection();
    const form = within(await page.findByRole('form', { name: 'Add a class' }));
    expect((form.getByLabelText('Duration (minutes)') as HTMLInputElement).value).toBe('60');
    await page.user.type(form.getByLabelText('Name'), 'Boxing');
    await page.user.type(form.getByLabelText("Trainer's name"), 'Kai');
    await page.user.type(form.getByLabelText('Capacity'), '15');
    await page.user.clear(form.getByLabelText('Duration (minutes)'));
    await page.user.type(form.getByLabelText('Duration (minutes)'), '45');
    await page.user.type(form.getByLabelText('Description'), 'Pads and gloves.');
    await page.user.click(form.getByRole('button', { name: 'Add class' }));

    expect((await form.findByRole('status')).textContent).toBe('Added class Boxing. Add its weekly times below.');
    expect(create).toHaveBeenCalledExactlyOnceWith({
      name: 'Boxing',
      trainer: 'Kai',
      trainerId: '',
      capacity: 15,
      durationMinutes: 45,
      description: 'Pads and gloves.',
    });
    const boxing = await itemOf(page, 'Boxing');
    expect(boxing.getByText('Capacity: 15 places · Duration: 45 min')).toBeTruthy();
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("checks the fields with the shared schema's messages and focuses the first one wrong", async () => {
    classes(YOGA);
    const create = vi.fn();
    server.use(trpcMutation('classes.create', create));
    const page = renderSection();
    const form = within(await page.findByRole('form', { name: 'Add a class' }));
    await page.user.type(form.getByLabelText('Capacity'), 'ten');
    await page.user.clear(form.getByLabelText('Duration (minutes)'));
    await page.user.type(form.getByLabelText('Duration (minutes)'), '2');
    await page.user.click(form.getByRole('button', { name: 'Add class' }));

    expect(form.getByText('Name is required.')).toBeTruthy();
    expect(form.getByText('Capacity must be a whole number.')).toBeTruthy();
    expect(form.getByText('Duration must be between 5 and 600.')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByLabelText('Name'));
    expect(form.getByLabelText('Capacity').getAttribute('aria-invalid')).toBe('true');

    await page.user.clear(form.getByLabelText('Capacity'));
    await page.user.click(form.getByRole('button', { name: 'Add class' }));
    expect(form.getByText('Capacity is required.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's field errors beside their fields", async () => {
    classes(YOGA);
    server.use(
      trpcMutation('classes.create', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Invalid input.',
          fieldErrors: { trainer: "Trainer's name contains characters that are not allowed." },
        });
      }),
    );
    const page = renderSection();
    const form = within(await page.findByRole('form', { name: 'Add a class' }));
    await page.user.type(form.getByLabelText('Name'), 'Boxing');
    await page.user.type(form.getByLabelText("Trainer's name"), 'Kai');
    await page.user.type(form.getByLabelText('Capacity'), '15');
    await page.user.click(form.getByRole('button', { name: 'Add class' }));
    expect(await form.findByText("Trainer's name contains characters that are not allowed.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText("Trainer's name")));
    expect(form.queryByRole('alert')).toBeNull();
  });

  it('edits a class in a dialog and says so, with focus on the message', async () => {
    const { rows } = classes(YOGA);
    const update = vi.fn((input: CreateClassInput & { classId: string }) => {
      const { classId: _id, ...fields } = input;
      Object.assign(rows[0] as ClassRow, fields);
      return { ...(rows[0] as ClassRow) };
    });
    server.use(trpcMutation('classes.update', update));
    const page = renderSection();
    await page.user.click((await itemOf(page, 'Yoga')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Edit Yoga' }));
    expect(dialog.getByText(/extra places go to the waitlist first/)).toBeTruthy();
    expect((dialog.getByLabelText('Capacity') as HTMLInputElement).value).toBe('20');
    await page.user.clear(dialog.getByLabelText('Capacity'));
    await page.user.type(dialog.getByLabelText('Capacity'), '24');
    await page.user.click(dialog.getByRole('button', { name: 'Save class' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Saved Yoga.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(page.queryByRole('dialog')).toBeNull();
    expect(update).toHaveBeenCalledExactlyOnceWith({
      classId: 'class-yoga',
      name: 'Yoga',
      description: 'Slow flow.\nBring a mat.',
      trainer: 'Sam Lee',
      trainerId: '',
      capacity: 24,
      durationMinutes: 60,
    });
    expect(await page.findByText('Capacity: 24 places · Duration: 60 min')).toBeTruthy();
  });

  it('archives and restores a class, saying each time', async () => {
    const { rows } = classes(YOGA);
    const setArchived = (archived: boolean) => () => {
      (rows[0] as ClassRow).archived = archived;
      return rows[0];
    };
    server.use(trpcMutation('classes.archive', setArchived(true)), trpcMutation('classes.restore', setArchived(false)));
    const page = renderSection();
    await page.user.click((await itemOf(page, 'Yoga')).getByRole('button', { name: 'Archive' }));
    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Archived Yoga. It gets no new sessions.');
    expect(document.activeElement).toBe(message);
    const yoga = await itemOf(page, 'Yoga');
    expect(await yoga.findByText('Archived')).toBeTruthy();

    await page.user.click(yoga.getByRole('button', { name: 'Restore' }));
    expect(await page.findByText('Restored Yoga.')).toBeTruthy();
    await waitFor(() => expect(yoga.queryByText('Archived')).toBeNull());
  });
});
