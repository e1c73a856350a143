// Session fixtures for client tests: who is signed in, as auth.session answers it, and a gate that
// holds a response until the test lets it go (to see what renders while a request is in flight).
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router.js';
import { trpcQuery } from './trpc-msw.js';

export type SessionUser = NonNullable<inferRouterOutputs<AppRouter>['auth']['session']['user']>;

export const ADMIN: SessionUser = { id: 'u-admin', name: 'Ada Admin', email: 'ada@gym.test', role: 'admin' };
export const MEMBER: SessionUser = { id: 'u-member', name: 'Max Member', email: 'max@gym.test', role: 'member' };
export const PENDING: SessionUser = { id: 'u-pending', name: 'Pat Pending', email: 'pat@gym.test', role: null };

/** auth.session answering with this user (null: a visitor) on every call. */
export function sessionAs(user: SessionUser | null) {
  return trpcQuery('auth.session', { user });
}

/** auth.session whose answer the test can change mid-test (after sign-in or sign-out). */
export function sessionState(initial: SessionUser | null) {
  let current = initial;
  return {
    handler: trpcQuery('auth.session', () => ({ user: current })),
    set(user: SessionUser | null) {
      current = user;
    },
  };
}

/** A promise the test resolves by hand: `await gate.promise` in a resolver holds the response. */
export function gate<T = void>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
