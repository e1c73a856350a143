// A refusal that belongs beside one field of the form (a rule only the server can check, such as a
// currency that can no longer change): the same shape input validation gives, so the form shows it
// under the field and keeps what was typed.
import { TRPCError } from './init.js';

export function fieldError(field: string, message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: { issues: [{ path: [field], message }] } });
}
