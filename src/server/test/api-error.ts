// What an API caller sees when a procedure fails: the error run through the app's own errorFormatter,
// exactly as the HTTP adapter would send it (createCaller alone throws the raw, unformatted error).
import { getTRPCErrorShape, TRPCError } from '@trpc/server';
import type { Db } from '../db/schema.js';
import { appRouter } from '../trpc/router.js';

export interface ApiError {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}

/** Awaits a call that must fail and returns the formatted error; fails the test if it succeeds. */
export async function apiError(call: Promise<unknown>): Promise<ApiError> {
  let thrown: unknown;
  try {
    await call;
  } catch (error) {
    thrown = error;
  }
  if (!(thrown instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(thrown ?? 'success')}`);
  const shape = getTRPCErrorShape({
    config: appRouter._def._config,
    error: thrown,
    type: 'unknown',
    path: undefined,
    input: undefined,
    ctx: undefined,
  });
  const data = shape.data as { code: string; fieldErrors?: Record<string, string> };
  return { code: data.code, message: shape.message, ...(data.fieldErrors ? { fieldErrors: data.fieldErrors } : {}) };
}

/** Every events row, oldest first, with all its columns. */
export function allEvents(db: Db) {
  return db.selectFrom('events').selectAll().orderBy('createdAt').execute();
}

export async function eventTypes(db: Db): Promise<string[]> {
  return (await allEvents(db)).map((e) => e.type);
}

export async function countRows(db: Db, table: 'users' | 'sessions' | 'memberRequests' | 'passwordResetTokens') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Awaits a call that must be refused as invalid input and returns the first message shown. */
export async function inputError(call: Promise<unknown>): Promise<string> {
  const error = await apiError(call);
  if (error.code !== 'BAD_REQUEST') throw new Error(`expected BAD_REQUEST, got ${error.code}: ${error.message}`);
  return error.message;
}
