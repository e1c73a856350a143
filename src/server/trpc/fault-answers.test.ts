// What a caller hears when a procedure fails for a reason outside it (trpc/init.ts): a database that
// cannot be reached or cannot save is a 503 in words they can act on, a write that lost to other
// writers every time is a 409, and anything else keeps its own answer.
import { describe, expect, it } from 'vitest';
import { ConcurrentChangeError } from '../db/transactions.js';
import { createCallerFactory, publicProcedure, router, TRPCError } from './init.js';

const coded = (code: string, message = `failure ${code}`) => Object.assign(new Error(message), { code });

function failingWith(error: unknown) {
  const caller = createCallerFactory(
    router({
      fail: publicProcedure.mutation(() => {
        throw error;
      }),
    }),
  )({} as never);
  return caller.fail().then(
    () => null,
    (e: TRPCError) => ({ code: e.code, message: e.message }),
  );
}

describe('answers to faults outside the procedure', () => {
  it.each([
    [
      'a PostgreSQL restart',
      coded('57P01', 'terminating connection due to administrator command'),
      'SERVICE_UNAVAILABLE',
      'The server cannot reach its database right now. Please try again in a moment.',
    ],
    [
      'a refused connection',
      coded('ECONNREFUSED'),
      'SERVICE_UNAVAILABLE',
      'The server cannot reach its database right now. Please try again in a moment.',
    ],
    [
      'a full disk',
      coded('SQLITE_FULL'),
      'SERVICE_UNAVAILABLE',
      'The server cannot save right now. Please try again later.',
    ],
    [
      'a write that lost every race',
      new ConcurrentChangeError(coded('40P01')),
      'CONFLICT',
      'Someone else changed this, try again.',
    ],
    ['a bug', new TypeError('x is undefined'), 'INTERNAL_SERVER_ERROR', 'x is undefined'],
    [
      'a refusal of its own',
      new TRPCError({ code: 'NOT_FOUND', message: 'Bill not found.' }),
      'NOT_FOUND',
      'Bill not found.',
    ],
  ])('%s', async (_name, thrown, code, message) => {
    expect(await failingWith(thrown)).toEqual({ code, message });
  });
});
