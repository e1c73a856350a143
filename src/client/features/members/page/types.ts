import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/trpc/router.js';

type Outputs = inferRouterOutputs<AppRouter>;

/** The member page's heading and facts. */
export type MemberProfile = Outputs['memberPage']['get'];
export type MemberCheckIn = Outputs['memberPage']['checkIns']['items'][number];
export type MemberBooking = Outputs['memberPage']['bookings']['items'][number];
export type MemberHistoryEvent = Outputs['memberPage']['history']['items'][number];
export type MemberNote = Outputs['memberNotes']['list']['items'][number];
