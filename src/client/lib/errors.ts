import { TRPCClientError } from '@trpc/client';

/** The per-field messages the server's input validation sent back, keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof TRPCClientError) {
    const data = error.data as { fieldErrors?: Record<string, string> } | undefined;
    return data?.fieldErrors ?? {};
  }
  return {};
}

export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) return (error.data as { code?: string } | undefined)?.code;
  return undefined;
}

/**
 * A message for the person: the server's own words when it sent some, else the fallback. Only an
 * answer from our server carries an error code; a dropped connection ("Failed to fetch") or a proxy's
 * HTML error page ("Unexpected token '<'…") is a client error too, but its words are not for people.
 */
export function messageOf(error: unknown, fallback: string): string {
  const code = errorCodeOf(error);
  if (error instanceof TRPCClientError && code !== undefined && code !== 'INTERNAL_SERVER_ERROR' && error.message) {
    return error.message;
  }
  return fallback;
}

/**
 * The message to show above a form, or null: field-level problems already show beside their fields,
 * so only the others (e.g. 'Member not found.') belong at the top.
 */
export function formLevelError(error: unknown, fallback: string): string | null {
  if (!error || Object.keys(fieldErrorsOf(error)).length > 0) return null;
  return messageOf(error, fallback);
}
