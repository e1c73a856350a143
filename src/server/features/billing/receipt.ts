// What a printed receipt says about the gym beside the payment: who issued it (name, address, tax
// id), its closing words, and the tax part of the amount paid. Prices include tax, so the receipt
// states the share of the payment that is tax, from the rate in Settings when the receipt is shown.
import { includedTax } from '../../../shared/money.js';
import type { GymSettings } from '../../../shared/settings.schemas.js';

export interface ReceiptGym {
  name: string;
  street: string;
  city: string;
  taxId: string;
  receiptFooter: string;
}

/** The tax part of a payment, or null when the gym charges none (a rate of 0). */
export interface ReceiptTax {
  /** What the gym calls it ("VAT"); empty when the owner gave no name. */
  name: string;
  rateBasisPoints: number;
  amountCents: number;
}

export function receiptGymOf(gym: GymSettings): ReceiptGym {
  return { name: gym.name, street: gym.street, city: gym.city, taxId: gym.taxId, receiptFooter: gym.receiptFooter };
}

export function receiptTaxOf(gym: GymSettings, amountCents: number): ReceiptTax | null {
  if (gym.taxRateBasisPoints <= 0) return null;
  return {
    name: gym.taxName,
    rateBasisPoints: gym.taxRateBasisPoints,
    amountCents: includedTax(amountCents, gym.taxRateBasisPoints),
  };
}
