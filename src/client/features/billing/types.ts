import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/router.js';

type BillsOutputs = inferRouterOutputs<AppRouter>['bills'];

/** A bill in the admin's list: with its member, status as seen today, what remains and its payments. */
export type AdminBill = BillsOutputs['list']['items'][number];
/** A payment as listed under its bill. */
export type BillPayment = AdminBill['payments'][number];
