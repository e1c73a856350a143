import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/trpc/router.js';

type ClassesOutputs = inferRouterOutputs<AppRouter>['classes'];

/** A class as classes.list gives it: its details, archived flag and weekly times. */
export type ClassListItem = ClassesOutputs['list'][number];
/** One weekly time: ISO weekday (1 = Monday) and 'HH:MM' on the gym's clock. */
export type ClassSlot = ClassListItem['slots'][number];
/** An upcoming session with how full it is. */
export type SessionListItem = ClassesOutputs['sessions']['items'][number];
/** Someone on a session's roster: booked or waiting. */
export type RosterPerson = ClassesOutputs['roster']['people'][number];
