// Classes, sessions and rosters shaped as the server's procedures answer, and msw handlers over rows
// the tests change, for the admin Classes section's tests. Types come from AppRouter, so a changed
// procedure output breaks these fixtures at compile time.
import type { inferRouterOutputs } from '@trpc/server';
import { vi } from 'vitest';
import type { AppRouter } from '../../../../server/trpc/router.js';
import { siteSettings } from '../../../test/site-settings.js';
import { trpcQuery } from '../../../test/trpc-msw.js';

type Outputs = inferRouterOutputs<AppRouter>;
export type ClassRow = Outputs['classes']['list'][number];
export type SessionRow = Outputs['classes']['sessions']['items'][number];
export type RosterPersonRow = Outputs['classes']['roster']['people'][number];

/** Far from UTC on purpose: a time shown on the browser's clock (UTC in tests) would be 13 hours off. */
export const GYM_TIME_ZONE = 'Pacific/Auckland';
export const SETTINGS = siteSettings({ today: '2026-11-20', timeZone: GYM_TIME_ZONE });

export function classRow(overrides: Partial<ClassRow> = {}): ClassRow {
  return {
    id: 'class-yoga',
    name: 'Yoga',
    description: 'Slow flow.\nBring a mat.',
    trainer: 'Sam Lee',
    trainerId: null,
    capacity: 20,
    durationMinutes: 60,
    archived: false,
    slots: [
      { id: 'slot-mon', weekday: 1, startTime: '18:00' },
      { id: 'slot-thu', weekday: 4, startTime: '07:30' },
    ],
    ...overrides,
  };
}

export const YOGA = classRow();
export const SPIN = classRow({
  id: 'class-spin',
  name: 'Spin',
  description: '',
  trainer: '',
  capacity: 12,
  durationMinutes: 45,
  archived: true,
  slots: [],
});

/** Tuesday 24 November 2026, 18:00 in Auckland (UTC+13 in summer), an hour long. */
export function sessionRow(overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    id: 'session-1',
    classId: 'class-yoga',
    day: '2026-11-24',
    startsAt: '2026-11-24T05:00:00.000Z',
    endsAt: '2026-11-24T06:00:00.000Z',
    capacity: 20,
    bookedCount: 12,
    spotsLeft: 8,
    waitlistCount: 0,
    status: 'scheduled',
    cancelReason: null,
    className: 'Yoga',
    trainer: 'Sam Lee',
    started: false,
    ...overrides,
  };
}

export function person(overrides: Partial<RosterPersonRow> = {}): RosterPersonRow {
  return {
    id: 'booking-ana',
    memberId: 'u-ana',
    memberName: 'Ana Ruiz',
    memberEmail: 'ana@gym.test',
    status: 'booked',
    waitlistPosition: null,
    attendedAt: null,
    ...overrides,
  };
}

/** classes.list over rows the mutation handlers change; the spy counts the loads. */
export function classesList(...initial: ClassRow[]) {
  const rows = initial.map((row) => ({ ...row, slots: [...row.slots] }));
  const list = vi.fn(() => rows);
  return { rows, list, handler: trpcQuery('classes.list', list) };
}

/** classes.sessions answering `pages` in turn by cursor ('c1', 'c2'…; page 1 without one). */
export function sessionPages(...initial: SessionRow[][]) {
  const pages = initial.map((rows) => rows.map((row) => ({ ...row })));
  const list = vi.fn((input: { cursor?: string; limit: number }) => {
    const index = input.cursor ? Number(input.cursor.slice(1)) : 0;
    return { items: pages[index] ?? [], nextCursor: index + 1 < pages.length ? `c${index + 1}` : null };
  });
  return { pages, list, handler: trpcQuery('classes.sessions', list) };
}

export const KIM = { id: 'u-kim', name: 'Kim Trainer' };
export const LOU = { id: 'u-lou', name: 'Lou Coach' };

/** classes.trainers: the trainer accounts the class form offers. */
export function trainersList(...trainers: { id: string; name: string }[]) {
  return trpcQuery('classes.trainers', trainers);
}
