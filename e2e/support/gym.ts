// A gym whose owner has filled in Settings, for the walks that check the public pages and receipts
// as a configured gym shows them: a long name (it must wrap on a phone), a logo, contact details, an
// About us text, tax on receipts, and plans on the website. Done through the router.
import { DEFAULT_OPENING_HOURS } from '../../src/shared/settings.schemas.js';
import type { adminCaller } from './admin.js';

export const GYM_NAME = 'Iron Works Strength & Conditioning Club';

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><rect width="64" height="32" rx="6" fill="#0f766e"/></svg>';

export async function configureGym(caller: Awaited<ReturnType<typeof adminCaller>>): Promise<void> {
  await caller.settings.updateGym({
    name: GYM_NAME,
    tagline: 'Strength training in an old textile mill',
    street: '12 Mill Lane, Unit 4, Holbeck Urban Village',
    city: 'Leeds LS11 5QH',
    phone: '+44 (0)113 496 0000',
    email: 'hello@ironworks-strength-and-conditioning.example',
    website: 'https://ironworks-strength-and-conditioning.example/',
    about: 'We opened in 2009 in a former textile mill.\n\nEvery member gets a free technique session.',
    hours: { ...DEFAULT_OPENING_HOURS, sun: { closed: true, opens: '08:00', closes: '20:00' } },
  });
  await caller.settings.setLogo({ base64: Buffer.from(LOGO_SVG).toString('base64') });
  await caller.settings.updateMoney({
    currency: 'USD',
    locale: 'en-US',
    taxName: 'VAT',
    taxRate: '20',
    taxId: 'GB 123 4567 89',
    receiptFooter: 'Thank you for training with us.',
  });
  await caller.plans.create({
    name: 'Unlimited Monthly Membership',
    price: '49',
    period: 'monthly',
    showOnWebsite: true,
  });
  await caller.plans.create({ name: 'Drop-in', price: '12', period: 'none', showOnWebsite: true });
}
