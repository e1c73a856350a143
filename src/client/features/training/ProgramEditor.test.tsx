// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProgramTree, SaveProgramInput } from '../../../shared/programs.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { ProgramsSection } from './ProgramsSection.js';

const server = setupMswServer();

const PROGRAM: ProgramTree & { weightUnit: 'kg' } = {
  id: 'p1',
  name: 'Strength block',
  description: '',
  memberId: null,
  trainerId: null,
  trainerName: null,
  sourceProgramId: null,
  starterKey: null,
  weeks: 4,
  startsOn: null,
  archivedAt: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
  weightUnit: 'kg',
  days: [
    {
      id: 'd1',
      week: 1,
      day: 1,
      name: 'Squat day',
      exercises: [
        {
          id: 'r1',
          exerciseId: 'squat',
          exerciseName: 'Barbell Back Squat',
          measure: 'weight-reps',
          sets: 5,
          reps: 5,
          durationSeconds: null,
          loadGrams: 100_000,
          restSeconds: 180,
          notes: '',
        },
      ],
    },
  ],
};

const BENCH = {
  id: 'bench',
  key: 'barbell-bench-press',
  name: 'Barbell Bench Press',
  category: 'strength',
  primaryMuscles: ['chest'],
  secondaryMuscles: [],
  equipment: ['barbell', 'bench'],
  measure: 'weight-reps',
  cues: [],
  archivedAt: null,
};

function renderEditor() {
  server.use(
    trpcQuery('programs.get', PROGRAM),
    trpcQuery('exercises.search', (input: { text: string }) => ({
      items: 'barbell bench press'.includes(input.text.toLowerCase()) ? [BENCH] : [],
      total: 1,
      page: 1,
      pageSize: 10,
    })),
  );
  return renderPage(<ProgramsSection />, { path: '/programs?edit=p1' });
}

describe('the program editor', () => {
  it('adds an exercise, picks it and moves it up with the keyboard alone, then saves the whole tree', async () => {
    const save = vi.fn((input: SaveProgramInput) => ({
      ...PROGRAM,
      updatedAt: '2026-11-26T10:05:00.000Z',
      name: input.name,
    }));
    server.use(trpcMutation('programs.save', save));
    const page = renderEditor();
    const add = await page.findByRole('button', { name: 'Add exercise' });
    add.focus();
    await page.user.keyboard('{Enter}');

    // Focus lands in the new row's exercise box: type, arrow, Enter.
    const combo = page.getByRole('combobox', { name: 'Exercise, week 1 day 1, exercise 2' });
    await waitFor(() => expect(document.activeElement).toBe(combo));
    await page.user.keyboard('bench');
    await page.findByRole('option', { name: /Barbell Bench Press/ });
    await page.user.keyboard('{Enter}');
    expect((combo as HTMLInputElement).value).toBe('Barbell Bench Press');

    // Alt+ArrowUp moves the row (and focus stays with it).
    await page.user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    const rows = within(page.getByRole('group', { name: 'Week 1, day 1' })).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Exercise 1: Barbell Bench Press',
      'Exercise 2: Barbell Back Squat',
    ]);
    expect(document.activeElement).toBe(page.getByRole('combobox', { name: 'Exercise, week 1 day 1, exercise 1' }));

    // The Move down button does the same with a pointer or Enter.
    page.getByRole('button', { name: 'Move exercise 1 down' }).focus();
    await page.user.keyboard('{Enter}');
    await page.user.click(page.getByRole('button', { name: 'Move exercise 2 up' }));

    await page.user.click(page.getByRole('button', { name: 'Save' }));
    expect(await page.findByText('Program saved.')).toBeTruthy();
    const sent = save.mock.calls[0]?.[0] as SaveProgramInput;
    expect(sent.version).toBe(PROGRAM.updatedAt);
    expect(sent.days[0]?.exercises.map((e) => [e.exerciseId, e.sets, e.reps, e.load])).toEqual([
      ['bench', 3, 10, ''],
      ['squat', 5, 5, '100'],
    ]);
  });

  it('lists what the server refused above the form, each line taking focus to its field', async () => {
    server.use(
      trpcMutation('programs.save', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Load must be at most 1000 kg.',
          fieldErrors: { 'days.0.exercises.0.load': 'Load must be at most 1000 kg.' },
        });
      }),
    );
    const page = renderEditor();
    const load = await page.findByLabelText('Load (kg)');
    await page.user.clear(load);
    await page.user.type(load, '10000');
    await page.user.click(page.getByRole('button', { name: 'Save' }));
    const summary = await page.findByRole('alert');
    expect(summary.textContent).toContain('The program was not saved.');
    const link = within(summary).getByRole('link', {
      name: 'Week 1, day 1, exercise 1: Load must be at most 1000 kg.',
    });
    await page.user.click(link);
    expect(document.activeElement).toBe(load);
    expect(load.getAttribute('aria-invalid')).toBe('true');
  });

  it('removes an exercise only through its row menu, then a day, keeping focus where the work goes on', async () => {
    const save = vi.fn((input: SaveProgramInput) => ({
      ...PROGRAM,
      updatedAt: '2026-11-26T10:06:00.000Z',
      name: input.name,
    }));
    server.use(trpcMutation('programs.save', save));
    const page = renderEditor();
    const day = await page.findByRole('group', { name: 'Week 1, day 1' });
    expect(within(day).queryByRole('button', { name: /^Remove exercise/ })).toBeNull();

    within(day).getByRole('button', { name: 'More actions for exercise 1' }).focus();
    await page.user.keyboard('{Enter}');
    await page.user.click(await page.findByRole('menuitem', { name: 'Remove exercise 1' }));
    expect(within(day).queryAllByRole('listitem')).toEqual([]);
    expect(within(day).getByText('No exercises on this day yet.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(day).getByRole('button', { name: 'Add exercise' })));

    await page.user.click(within(day).getByRole('button', { name: 'Remove week 1, day 1' }));
    expect(page.queryByRole('group', { name: 'Week 1, day 1' })).toBeNull();
    expect(page.getByText('No days yet. Add the first day below.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(page.getByRole('button', { name: 'Add day' })));

    await page.user.click(page.getByRole('button', { name: 'Save' }));
    expect(await page.findByText('Program saved.')).toBeTruthy();
    expect(save.mock.calls[0]?.[0]?.days).toEqual([]);
  });

  it('says plainly when someone else saved first', async () => {
    server.use(
      trpcMutation('programs.save', () => {
        throw new TrpcError({
          code: 'CONFLICT',
          message: 'This program was changed by someone else since you opened it.',
        });
      }),
    );
    const page = renderEditor();
    await page.user.click(await page.findByRole('button', { name: 'Save' }));
    expect((await page.findByRole('alert')).textContent).toContain('changed by someone else');
  });
});
