// The Settings section as an administrator uses it: each section saves what the public pages and
// every rule then use, says what is wrong field by field and changes nothing when it is, and leaves
// an event naming the change. The currency stays put once money is recorded in it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_GYM_NAME, DEFAULT_OPENING_HOURS } from '../../../shared/settings.schemas.js';
import { apiError } from '../../test/api-error.js';
import { type Caller, createMoneyBed, type MoneyBed } from '../../test/money-bed.js';
import { listEventsOfType } from '../events/events.queries.js';
import { CURRENCY_LOCKED } from './settings.service.js';

let bed: MoneyBed;
let asAdmin: Caller;
beforeEach(async () => {
  bed = await createMoneyBed();
  asAdmin = bed.asAdmin;
});
afterEach(() => bed.t.close());

const gymDetails = {
  name: 'Harbour Strength',
  tagline: 'Lift with us',
  street: '1 Quay Street',
  city: 'Bristol',
  phone: '+44 117 000 0000',
  email: 'Hello@Harbour.example',
  website: 'https://harbour.example',
  about: 'A friendly gym by the harbour.\n\nOpen to all.',
  hours: { ...DEFAULT_OPENING_HOURS, sun: { closed: true, opens: '08:00', closes: '20:00' } },
};

const money = {
  currency: 'EUR',
  locale: 'de-DE',
  taxName: 'MwSt',
  taxRate: '19',
  taxId: 'DE123',
  receiptFooter: 'Danke!',
};

describe('a fresh install', () => {
  it("starts with the spec's hours, the environment's rules and nothing invented", async () => {
    const site = await asAdmin.site.settings();
    expect(site).toMatchObject({
      name: DEFAULT_GYM_NAME,
      street: '',
      city: '',
      phone: '',
      email: '',
      hours: DEFAULT_OPENING_HOURS,
      logoUrl: null,
      timeZone: 'Europe/London',
      currency: 'USD',
      locale: 'en-US',
    });
  });
});

describe('Settings → Gym', () => {
  it('saves the details the public pages show, and records which fields changed', async () => {
    await asAdmin.settings.updateGym(gymDetails);
    expect(await asAdmin.site.settings()).toMatchObject({
      ...gymDetails,
      email: 'hello@harbour.example',
      hours: gymDetails.hours,
    });
    const [event] = await listEventsOfType(bed.db, 'admin.settings_changed');
    expect(event?.subject).toBe('gym');
    expect(JSON.parse(event?.detail ?? '{}').changed).toEqual(
      expect.arrayContaining(['name', 'street', 'email', 'hours']),
    );
  });

  it.each([
    ['name', { name: '  ' }, 'Gym name is required.'],
    ['email', { email: 'not an email' }, 'Enter a valid email address.'],
    ['website', { website: 'harbour.example' }, 'Enter a web address like https://gym.example.com.'],
    ['phone', { phone: 'call us!' }, 'Phone may only have digits, spaces and + ( ) - . /'],
    [
      'hours.mon.closes',
      { hours: { ...DEFAULT_OPENING_HOURS, mon: { closed: false, opens: '22:00', closes: '06:00' } } },
      'Closing time must be after opening time.',
    ],
    [
      'hours.tue.opens',
      { hours: { ...DEFAULT_OPENING_HOURS, tue: { closed: false, opens: '25:00', closes: '26:00' } } },
      'Enter a time like 06:00.',
    ],
  ])('refuses a bad %s beside its field and changes nothing', async (field, change, message) => {
    const error = await apiError(asAdmin.settings.updateGym({ ...gymDetails, ...change }));
    expect(error.fieldErrors?.[field]).toBe(message);
    expect((await asAdmin.site.settings()).name).toBe(DEFAULT_GYM_NAME);
    expect(await listEventsOfType(bed.db, 'admin.settings_changed')).toEqual([]);
  });
});

describe('Settings → Money', () => {
  it('saves the currency, locale and tax while no money is recorded', async () => {
    await asAdmin.settings.updateMoney(money);
    const saved = await asAdmin.settings.get();
    expect(saved).toMatchObject({
      currency: 'EUR',
      locale: 'de-DE',
      taxName: 'MwSt',
      taxRate: '19',
      taxRateBasisPoints: 1900,
    });
    expect(saved.currencyLocked).toBe(false);
  });

  it('keeps the currency once a bill is recorded in it, saying why beside the field', async () => {
    const member = await bed.approvedMember();
    await asAdmin.bills.create({ memberId: member.id, amount: '10.00', description: 'Towel' });
    expect((await asAdmin.settings.get()).currencyLocked).toBe(true);
    const error = await apiError(asAdmin.settings.updateMoney(money));
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: CURRENCY_LOCKED,
      fieldErrors: { currency: CURRENCY_LOCKED },
    });
    expect((await asAdmin.site.settings()).currency).toBe('USD');
    // The rest of the section can still change.
    await asAdmin.settings.updateMoney({ ...money, currency: 'USD' });
    expect((await asAdmin.site.settings()).locale).toBe('de-DE');
  });

  it.each([
    ['currency', { currency: 'EURO' }, 'Choose a currency by its three-letter code, such as EUR.'],
    ['locale', { locale: 'xx-nowhere' }, 'Choose a language and region such as en-GB or de-DE.'],
    ['taxRate', { taxRate: '101' }, 'Tax rate must be at most 100.'],
    ['taxRate', { taxRate: '7.555' }, 'Enter a rate like 20 or 7.5.'],
  ])('refuses a bad %s', async (field, change, message) => {
    expect((await apiError(asAdmin.settings.updateMoney({ ...money, ...change }))).fieldErrors?.[field]).toBe(message);
  });
});

describe('Settings → Rules', () => {
  it("moves the gym's day with its time zone at the next request", async () => {
    bed.clock.set('2026-03-01T23:30:00Z');
    expect((await asAdmin.site.settings()).today).toBe('2026-03-01');
    await asAdmin.settings.updateRules({
      timeZone: 'Asia/Tokyo',
      billingDueDays: 7,
      checkinGraceDays: 0,
      bookingCancelHours: 12,
    });
    expect(await asAdmin.site.settings()).toMatchObject({
      today: '2026-03-02',
      timeZone: 'Asia/Tokyo',
      bookingCancelHours: 12,
    });
    const [event] = await listEventsOfType(bed.db, 'admin.settings_changed');
    expect(JSON.parse(event?.detail ?? '{}')).toMatchObject({
      from: { timeZone: 'Europe/London', billingDueDays: 14 },
      to: { timeZone: 'Asia/Tokyo', billingDueDays: 7 },
    });
  });

  it('bills with the new due days', async () => {
    await asAdmin.settings.updateRules({
      timeZone: 'Europe/London',
      billingDueDays: 3,
      checkinGraceDays: 30,
      bookingCancelHours: 2,
    });
    const member = await bed.approvedMember();
    const bill = await asAdmin.bills.create({ memberId: member.id, amount: '10.00', description: 'Towel' });
    expect(bill.dueDate).toBe('2026-02-03');
  });

  it.each([
    ['timeZone', { timeZone: 'Mars/Olympus' }, 'Choose a time zone such as Europe/London (Region/City).'],
    ['billingDueDays', { billingDueDays: 400 }, 'Days to pay a bill must be between 0 and 365.'],
    ['bookingCancelHours', { bookingCancelHours: 1.5 }, 'Hours before a class to cancel must be a whole number.'],
  ])('refuses a bad %s', async (field, change, message) => {
    const rules = { timeZone: 'Europe/London', billingDueDays: 14, checkinGraceDays: 30, bookingCancelHours: 2 };
    expect((await apiError(asAdmin.settings.updateRules({ ...rules, ...change }))).fieldErrors?.[field]).toBe(message);
  });
});

describe('members and visitors', () => {
  it('may read the public settings but not change any', async () => {
    const member = await bed.approvedMember();
    const { callerAs } = await import('../../test/harness.js');
    const asMember = await callerAs(bed.deps, member);
    expect((await asMember.site.settings()).name).toBe(DEFAULT_GYM_NAME);
    expect((await apiError(asMember.settings.updateGym(gymDetails))).code).toBe('FORBIDDEN');
    expect((await apiError(asMember.settings.get())).code).toBe('FORBIDDEN');
  });
});
