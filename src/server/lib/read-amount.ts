// The server's half of an amount field (src/shared/amount-fields.ts): canonical text read in the gym's
// currency, refused with the field's message like any other input error, so the form shows it beside
// the field. '12.50' is refused for a gym in yen rather than read as 1250 yen.
import { TRPCError } from '@trpc/server';
import { type AmountRule, readCanonicalAmount } from '../../shared/amount-fields.js';
import type { GymFormat } from '../../shared/format.js';

/** Minor units of canonical text in the gym's currency; a BAD_REQUEST naming `field` when it does not fit. */
export function readAmountIn(
  format: Pick<GymFormat, 'currency' | 'count'>,
  text: string,
  rule: AmountRule,
  field = rule.label.toLowerCase(),
): number {
  const read = readCanonicalAmount(text, rule, format);
  if (!read.ok) throw amountRefusal(field, read.message);
  return read.minor;
}

function amountRefusal(field: string, message: string): TRPCError {
  // The error formatter turns `issues` into the field errors a form shows (trpc/init.ts).
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: { issues: [{ path: [field], message }] } });
}
