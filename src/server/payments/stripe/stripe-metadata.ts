// Our references on Stripe objects: metadata keys prefixed palaestra_, so a gym that also uses its
// Stripe account for something else can tell our objects apart.
import type { OurReferences } from '../../features/online-payments/gateway.js';

const KEYS = {
  checkoutId: 'palaestra_checkout',
  memberId: 'palaestra_member',
  billId: 'palaestra_bill',
  attempt: 'palaestra_attempt',
  refundId: 'palaestra_refund',
} as const satisfies Record<keyof OurReferences, string>;

export function metadataOf(refs: OurReferences): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [field, key] of Object.entries(KEYS)) {
    const value = refs[field as keyof OurReferences];
    if (value !== undefined) metadata[key] = String(value);
  }
  return metadata;
}

export function referencesOf(metadata: Record<string, string> | null | undefined): OurReferences {
  const m = metadata ?? {};
  const refs: OurReferences = {};
  if (m[KEYS.checkoutId]) refs.checkoutId = m[KEYS.checkoutId];
  if (m[KEYS.memberId]) refs.memberId = m[KEYS.memberId];
  if (m[KEYS.billId]) refs.billId = m[KEYS.billId];
  if (m[KEYS.refundId]) refs.refundId = m[KEYS.refundId];
  const attempt = Number(m[KEYS.attempt]);
  if (Number.isInteger(attempt) && attempt > 0) refs.attempt = attempt;
  return refs;
}
