// A saved card in words: "Visa •••• 4242, expires 12/2030". The expiry is written as cards print it
// (month/year, the same in every locale), so it is not a date for the formatting module.
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

export interface CardFacts {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export function brandName(brand: string): string {
  return BRANDS[brand] ?? 'Card';
}

export function cardText(card: CardFacts): string {
  return `${brandName(card.brand)} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}
