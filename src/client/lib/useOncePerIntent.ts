// A money-writing mutation that cannot be done twice by accident. Every try of one intended write
// (this payment of this bill, this plan change) carries the same idempotency key, so when the answer
// to the first try was lost ("Something went wrong") the person's retry is answered with the first
// result instead of recording a second payment. The key is kept per procedure and input until a try
// succeeds, outside the component: closing the dialog and submitting the same thing again is still
// the same intention. A changed input, or the same input after a success, is a new one.
import { newIdempotencyKey } from '../../shared/idempotency.js';

type Keyed = { idempotencyKey?: string };

interface MutationLike<Input extends Keyed, Data, Options> {
  mutate(input: Input, options?: Options): void;
  mutateAsync(input: Input, options?: Options): Promise<Data>;
  trpc: { path: string };
}

/** Keys of intentions not yet known to have gone through, by procedure and input. */
const pending = new Map<string, string>();
/** A person has few unfinished intentions; past this many the oldest are let go. */
const MAX_PENDING = 200;

function intentionOf(path: string, input: Keyed): string {
  const { idempotencyKey: _ignored, ...rest } = input;
  return `${path}\n${JSON.stringify(rest)}`;
}

function keyed<Input extends Keyed>(path: string, input: Input): Input & { idempotencyKey: string } {
  const intention = intentionOf(path, input);
  let key = pending.get(intention);
  if (!key) {
    key = newIdempotencyKey();
    pending.set(intention, key);
    if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value as string);
  }
  return { ...input, idempotencyKey: key };
}

function wentThrough(path: string, input: Keyed): void {
  pending.delete(intentionOf(path, input));
}

/**
 * The same mutation, with an idempotency key added to every call. The key is let go when the call
 * succeeds, whether or not the component is still there to hear it (a dialog closes on success).
 */
export function useOncePerIntent<Input extends Keyed, Data, Options, M extends MutationLike<Input, Data, Options>>(
  mutation: M & MutationLike<Input, Data, Options>,
): M {
  const { path } = mutation.trpc;
  async function mutateAsync(input: Input, options?: Options): Promise<Data> {
    const withKey = keyed(path, input);
    const data = await mutation.mutateAsync(withKey, options);
    wentThrough(path, withKey);
    return data;
  }
  return {
    ...mutation,
    mutateAsync,
    mutate(input: Input, options?: Options) {
      // As react-query's own mutate: the failure is in the mutation's state, not thrown.
      mutateAsync(input, options).catch(() => {});
    },
  };
}
