// The one place initTRPC is called. Errors carry per-field messages from input validation so forms
// can show them beside the field; unexpected errors never leak internals to the caller.
import { initTRPC, TRPCError } from '@trpc/server';
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

export const router = t.router;
export const middleware = t.middleware;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
export { TRPCError };
