// The one place initTRPC is called. Errors carry per-field messages from input validation so forms
// can show them beside the field; unexpected errors never leak internals to the caller.
import { initTRPC, TRPCError } from '@trpc/server';
import { databaseFaultOf } from '../db/faults.js';
import { ConcurrentChangeError } from '../db/transactions.js';
import type { Context } from './context.js';

interface IssueLike {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

function validationIssues(cause: unknown): IssueLike[] | null {
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues)) {
    return cause.issues as IssueLike[];
  }
  return null;
}

function pathOf(issue: IssueLike): string {
  return (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.');
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const issues = error.code === 'BAD_REQUEST' ? validationIssues(error.cause) : null;
    if (issues) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of issues) fieldErrors[pathOf(issue)] ??= issue.message;
      return {
        ...shape,
        message: issues[0]?.message ?? 'Invalid input.',
        data: { ...shape.data, stack: undefined, fieldErrors },
      };
    }
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      return {
        ...shape,
        message: 'Something went wrong. Please try again.',
        data: { ...shape.data, stack: undefined },
      };
    }
    return { ...shape, data: { ...shape.data, stack: undefined } };
  },
});

/**
 * A database that is down, restarting or out of disk is not a bug in the procedure: the caller gets
 * 503 and words they can act on ("try again in a moment") instead of 500's "Something went wrong".
 * A write that lost to other writers every time it was tried (db/transactions.ts) is a 409. Errors
 * a procedure throws on purpose pass through untouched.
 */
const answerDatabaseFaults = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok || result.error.code !== 'INTERNAL_SERVER_ERROR') return result;
  const { cause } = result.error;
  if (cause instanceof ConcurrentChangeError) throw new TRPCError({ code: 'CONFLICT', message: cause.message, cause });
  const fault = databaseFaultOf(result.error);
  if (!fault) return result;
  throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: fault.message, cause: result.error.cause });
});

export const router = t.router;
export const middleware = t.middleware;
/** Every procedure starts here (procedures.ts builds the access levels on it). */
export const publicProcedure = t.procedure.use(answerDatabaseFaults);
export const createCallerFactory = t.createCallerFactory;
export { TRPCError };
