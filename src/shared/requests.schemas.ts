import * as z from 'zod/mini';

export const requestIdInput = z.strictObject({
  requestId: z
    .string()
    .check(z.minLength(1, 'Request is required.'), z.maxLength(64, 'This request no longer exists.')),
});

export type RequestIdInput = z.infer<typeof requestIdInput>;
