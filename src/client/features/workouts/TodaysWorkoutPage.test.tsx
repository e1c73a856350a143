// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import TodaysWorkoutPage from './TodaysWorkoutPage.js';
import type { LoggedSet, TodaysWorkout } from './types.js';

const server = setupMswServer();

const set = (setNumber: number, reps: number, weightGrams: number): LoggedSet => ({
  id: `s${setNumber}-${reps}-${weightGrams}`,
  setNumber,
  reps,
  weightGrams,
  durationSeconds: null,
  distanceMeters: null,
});

function todayAnswer(logged: LoggedSet[]): TodaysWorkout {
  return {
    unit: 'kg',
    today: '2026-11-16',
    workout: logged.length > 0 ? { id: 'w1', startedAt: '2026-11-16T09:00:00.000Z' } : null,
    program: {
      id: 'p1',
      name: 'Starter strength',
      dayId: 'd1',
      week: 1,
      day: 1,
      dayName: 'Day A',
      dayNumber: 1,
      dayCount: 2,
    },
    exercises: [
      {
        exerciseId: 'squat',
        name: 'Back squat',
        measure: 'weight-reps',
        prescription: { sets: 3, reps: 5, durationSeconds: null, loadGrams: null, restSeconds: 90, notes: '' },
        logged,
        lastTime: { day: '2026-11-12', sets: [set(1, 5, 60_000), set(2, 5, 60_000), set(3, 5, 60_000)] },
      },
    ],
  };
}

/** A server that keeps what was logged, and the inputs it was sent. */
function serveWorkout() {
  const logged: LoggedSet[] = [];
  const sent: unknown[] = [];
  server.use(
    trpcQuery('workouts.today', () => todayAnswer([...logged])),
    trpcQuery('exercises.search', { items: [] }),
    trpcMutation('workouts.logSet', (input: { setNumber: number; reps: number; weight: string }) => {
      sent.push(input);
      const row = set(input.setNumber, input.reps, Number(input.weight) * 1000);
      logged.splice(input.setNumber - 1, 1, row);
      return { workoutId: 'w1', set: row };
    }),
  );
  return { sent };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Today's workout", () => {
  it('shows the prescription and last time, and logs a set with one tap on its prefilled numbers', async () => {
    const { sent } = serveWorkout();
    const page = renderPage(<TodaysWorkoutPage />, { path: '/member/workout' });
    const card = await screen.findByRole('region', { name: 'Back squat' });
    expect(within(card).getByText('3 × 5 · rest 1:30')).toBeTruthy();
    expect(within(card).getByText('Last time: 60 kg × 5, 5, 5')).toBeTruthy();
    expect((within(card).getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('60');
    expect((within(card).getByLabelText('Reps') as HTMLInputElement).value).toBe('5');

    await page.user.click(within(card).getByRole('button', { name: 'Log set 1 of Back squat' }));

    expect(await within(card).findByText('Set 1: 60 kg × 5')).toBeTruthy();
    expect(sent).toEqual([
      {
        exerciseId: 'squat',
        programDayId: 'd1',
        setNumber: 1,
        weight: '60',
        reps: 5,
        durationSeconds: null,
        distance: null,
      },
    ]);
    // The next set starts from the numbers just logged; the steppers adjust them.
    await page.user.click(within(card).getByRole('button', { name: 'Weight (kg): plus 2.5 kg' }));
    await page.user.click(within(card).getByRole('button', { name: 'Reps: minus 1 rep' }));
    await page.user.click(within(card).getByRole('button', { name: 'Log set 2 of Back squat' }));
    expect(await within(card).findByText('Set 2: 62.5 kg × 4')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ setNumber: 2, weight: '62.5', reps: 4 });
  });

  it('counts down the prescribed rest after a set, says so politely, and can be skipped', async () => {
    serveWorkout();
    const page = renderPage(<TodaysWorkoutPage />, { path: '/member/workout' });
    const card = await screen.findByRole('region', { name: 'Back squat' });
    await page.user.click(within(card).getByRole('button', { name: 'Log set 1 of Back squat' }));

    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('1:30');
    expect(screen.getByText('Rest 1:30 started.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('1:00');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Rest over. Next set.')).toBeTruthy();

    await page.user.click(within(card).getByRole('button', { name: 'Log set 2 of Back squat' }));
    expect((await screen.findByRole('timer')).textContent).toBe('1:30');
    await page.user.click(screen.getByRole('button', { name: 'Skip rest' }));
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says when there is no program and offers any exercise', async () => {
    server.use(
      trpcQuery('workouts.today', { ...todayAnswer([]), program: null, exercises: [] }),
      trpcQuery('exercises.search', { items: [{ id: 'row', name: 'Barbell row', measure: 'weight-reps' }] }),
    );
    const page = renderPage(<TodaysWorkoutPage />, { path: '/member/workout' });
    expect(await screen.findByText(/You have no program yet/)).toBeTruthy();
    await page.user.type(screen.getByLabelText('Log another exercise'), 'row');
    await page.user.click(await screen.findByRole('button', { name: 'Add Barbell row' }));
    expect(await screen.findByRole('region', { name: 'Barbell row' })).toBeTruthy();
  });
});
