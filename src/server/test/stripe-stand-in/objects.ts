// What the stand-in keeps: Stripe-shaped objects by id (each with its `object` field, as in Stripe's
// API reference), and the errors it answers with. Only the fields our adapter and its tests read,
// plus the identifying ones, are filled in; the rest of Stripe's objects is left out.
import { randomBytes } from 'node:crypto';

export type StripeObject = { id: string; object: string; [field: string]: unknown };

/** An answer Stripe would give with an error status: `{ error: { type, code, message, … } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: {
      type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error' | 'authentication_error';
      code?: string;
      message: string;
      param?: string;
      decline_code?: string;
      payment_intent?: StripeObject;
      payment_method?: StripeObject;
    },
  ) {
    super(error.message);
  }
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
}

export function noSuch(what: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    ...(param ? { param } : {}),
    message: `No such ${what}: '${id}'`,
  });
}

export function invalid(message: string, code?: string, param?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
    message,
  });
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An id like Stripe's: prefix + 24 letters and digits (cus_…, cs_test_…, pi_…). */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let tail = '';
  for (const byte of bytes) tail += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${tail}`;
}

export class ObjectStore {
  private readonly byId = new Map<string, StripeObject>();

  put<T extends StripeObject>(object: T): T {
    this.byId.set(object.id, object);
    return object;
  }

  get(id: string, object: string): StripeObject | undefined {
    const found = this.byId.get(id);
    return found && found.object === object ? found : undefined;
  }

  all(object: string): StripeObject[] {
    return [...this.byId.values()].filter((o) => o.object === object);
  }

  /**
   * A copy of an object with the `expand` paths replaced by the objects they name (Stripe's
   * `expand[]=payment_method`, `expand[]=payment_intent.payment_method`).
   */
  expanded(object: StripeObject, expand: string[]): StripeObject {
    const copy: StripeObject = structuredClone(object);
    for (const path of expand) this.expandPath(copy, path.split('.'));
    return copy;
  }

  private expandPath(target: StripeObject, [field, ...rest]: string[]): void {
    if (field === undefined) return;
    const value = target[field];
    const found = typeof value === 'string' ? this.byId.get(value) : value;
    if (!found || typeof found !== 'object') return;
    const copy = structuredClone(found) as StripeObject;
    target[field] = copy;
    this.expandPath(copy, rest);
  }
}
