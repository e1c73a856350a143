// The Settings section's procedures in the procedure catalog (procedure-catalog.ts): each with its
// access level and an input that succeeds.
import { DEFAULT_OPENING_HOURS } from '../../shared/settings.schemas.js';
import type { ProcedureCase } from './procedure-catalog.js';

/** A 1×1 transparent PNG: the smallest logo a real browser would send. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const SETTINGS_PROCEDURES: Record<string, ProcedureCase> = {
  'settings.get': {},
  'settings.updateGym': {
    validInput: () => ({
      name: 'Harbour Strength',
      tagline: 'Lift with us',
      street: '1 Quay Street',
      city: 'Bristol',
      phone: '+44 117 000 0000',
      email: 'hello@harbour.example',
      website: 'https://harbour.example',
      about: 'A friendly gym by the harbour.',
      hours: DEFAULT_OPENING_HOURS,
    }),
    optional: ['tagline', 'street', 'city', 'phone', 'email', 'website', 'about'],
    alsoValid: { tagline: [''], street: [''], city: [''], phone: [''], email: [''], website: [''], about: [''] },
  },
  'settings.updateMoney': {
    validInput: () => ({
      currency: 'USD',
      locale: 'en-GB',
      taxName: 'VAT',
      taxRate: '20',
      taxId: 'GB123456789',
      receiptFooter: 'Thank you.',
    }),
    optional: ['taxName', 'taxRate', 'taxId', 'receiptFooter'],
    alsoValid: { taxName: [''], taxRate: [''], taxId: [''], receiptFooter: [''] },
  },
  'settings.updateRules': {
    validInput: () => ({ timeZone: 'Europe/London', billingDueDays: 14, checkinGraceDays: 30, bookingCancelHours: 2 }),
  },
  'settings.setLogo': {
    validInput: () => ({ base64: TINY_PNG_BASE64 }),
  },
  'settings.removeLogo': {},
  'settings.setChecklistHidden': {
    validInput: () => ({ hidden: true }),
    alsoValid: { hidden: [true, false] },
  },
};
