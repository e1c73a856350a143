import crypto from 'node:crypto';

/** A random, URL-safe identifier (128 bits) for rows and sessions. */
export function newId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** The current instant as ISO-8601 UTC text, the form every timestamp column holds. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
