import { TRPCClientError } from '@trpc/client';
import { REFUSED_BEFORE_RUNNING } from '../../shared/overload.js';

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

/** A server that said "busy, try again later": a 503, with when to try again if it said. */
export interface BusyRefusal {
  /** Retry-After in milliseconds, when the answer carried one. */
  retryAfterMs: number | null;
  /**
   * The overload refusal: the call was refused before any of it ran, so even a write may be sent
   * again. A database outage's 503 may come after a write began, so it is not.
   */
  refusedBeforeRunning: boolean;
}

/**
 * The busy refusal in a failed call, or null. Three servers' 503s are read: the overload refusal
 * (a tRPC error, reason 'overloaded'), a database outage (a tRPC error with Retry-After) and the
 * starting gate (plain JSON, which the tRPC client can only report as an unreadable answer; its
 * status and Retry-After still are readable).
 */
export function busyRefusalOf(error: unknown): BusyRefusal | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { httpStatus?: number; reason?: string } | undefined;
  const response = (error.meta as { response?: Response } | undefined)?.response;
  if (data?.httpStatus !== 503 && response?.status !== 503) return null;
  return {
    retryAfterMs: retryAfterMsOf(response?.headers.get('Retry-After') ?? null),
    refusedBeforeRunning: data?.reason === REFUSED_BEFORE_RUNNING,
  };
}

/** Retry-After in seconds, the only form our server sends (a proxy's HTTP date is not read). */
function retryAfterMsOf(header: string | null): number | null {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) ? seconds * 1000 : null;
}
