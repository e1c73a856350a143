// Idempotency keys: the client makes one for each write a person means to do once (record this
// payment, issue this bill) and sends it with every try, so a retry after a lost answer or a second
// click gets the first answer instead of a second payment. See server/idempotency.
import * as z from 'zod/mini';

/** 22–64 URL-safe characters: room for 128 random bits and more, nothing that needs escaping. */
export const idempotencyKeyField = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, 'The request key must be 22 to 64 letters, digits, - or _.'));

/** A procedure's input with the optional key beside its own fields. */
export function withIdempotencyKey<Shape extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<Shape>) {
  return z.extend(schema, { idempotencyKey: z.optional(idempotencyKeyField) });
}

/**
 * A new key: 128 random bits, base64url. crypto.getRandomValues works on plain http:// pages too
 * (a gym's NAS on the local network), where crypto.randomUUID does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
