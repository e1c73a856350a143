// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MoneySettingsInput, RulesInput } from '../../../shared/settings.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { TrpcError, trpcMutation } from '../../test/trpc-msw.js';
import { IRON_HOUSE, settingsState } from './settings-fixtures.js';
import { input, part, renderSettings, siteState } from './settings-testbed.js';

const server = setupMswServer();

const LOCKED = 'The currency cannot change once amounts are recorded in it (bills, payments or plan prices).';

async function openAt(settings = IRON_HOUSE) {
  const site = siteState(server);
  const { state, get, handler } = settingsState(settings);
  server.use(handler);
  const page = renderSettings();
  await page.findByRole('heading', { name: 'Money' });
  return { page, site, state, get, money: part(page, 'Money'), rules: part(page, 'Rules') };
}

describe('SettingsSection: Money', () => {
  it('saves the currency, format and tax, shows them as stored, and says so with focus', async () => {
    const { page, money, get, site } = await openAt();
    const update = vi.fn((_input: MoneySettingsInput) => ({ version: 4 }));
    server.use(trpcMutation<MoneySettingsInput>('settings.updateMoney', update));

    await page.user.clear(input(money, 'Currency'));
    await page.user.type(input(money, 'Currency'), 'eur');
    await page.user.clear(input(money, 'Number and date format'));
    await page.user.type(input(money, 'Number and date format'), 'de-de');
    expect(money.getByText('For example: 1.234,50 € · 14.03.2026 · 18:00')).toBeTruthy();
    await page.user.clear(input(money, 'Tax name'));
    await page.user.type(input(money, 'Tax name'), 'MwSt');
    await page.user.clear(input(money, 'Tax rate (%)'));
    await page.user.type(input(money, 'Tax rate (%)'), '7,5');
    await page.user.clear(input(money, 'Tax ID'));
    await page.user.type(input(money, 'Tax ID'), 'DE123456789');
    await page.user.clear(input(money, 'Receipt footer'));
    await page.user.type(input(money, 'Receipt footer'), 'Danke!');
    await page.user.click(money.getByRole('button', { name: 'Save' }));

    const saved = await money.findByRole('status');
    expect(saved.textContent).toBe('Money settings saved.');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(update).toHaveBeenCalledExactlyOnceWith({
      currency: 'EUR',
      locale: 'de-DE',
      taxName: 'MwSt',
      taxRate: '7,5',
      taxId: 'DE123456789',
      receiptFooter: 'Danke!',
    });
    expect(input(money, 'Currency').value).toBe('EUR');
    expect(input(money, 'Number and date format').value).toBe('de-DE');
    expect(input(money, 'Tax rate (%)').value).toBe('7.5');
    expect(get).toHaveBeenCalledTimes(2);
    expect(site.settings).toHaveBeenCalledTimes(2);
  });

  it('checks the currency, locale and rate with the shared messages and focuses the first one wrong', async () => {
    const { page, money } = await openAt();
    const update = vi.fn();
    server.use(trpcMutation('settings.updateMoney', update));
    await page.user.clear(input(money, 'Currency'));
    await page.user.type(input(money, 'Currency'), 'zzz');
    await page.user.clear(input(money, 'Number and date format'));
    await page.user.type(input(money, 'Number and date format'), 'english');
    await page.user.clear(input(money, 'Tax rate (%)'));
    await page.user.type(input(money, 'Tax rate (%)'), '120');
    await page.user.click(money.getByRole('button', { name: 'Save' }));

    expect(money.getByText('Choose a currency by its three-letter code, such as EUR.')).toBeTruthy();
    expect(money.getByText('Choose a language and region such as en-GB or de-DE.')).toBeTruthy();
    expect(money.getByText('Tax rate must be at most 100.')).toBeTruthy();
    // No example for a currency and locale that are not (yet) real ones.
    expect(money.queryByText(/^For example/)).toBeNull();
    expect(document.activeElement).toBe(input(money, 'Currency'));
    expect(update).not.toHaveBeenCalled();
  });

  it('shows a locked currency read-only with the reason, and saves the rest', async () => {
    const { page, money } = await openAt({ ...IRON_HOUSE, currencyLocked: true });
    const update = vi.fn((_input: MoneySettingsInput) => ({ version: 4 }));
    server.use(trpcMutation<MoneySettingsInput>('settings.updateMoney', update));

    const currency = input(money, 'Currency');
    expect(currency.readOnly).toBe(true);
    expect(currency.value).toBe('GBP');
    const described = (currency.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(LOCKED);
    await page.user.type(currency, 'X');
    expect(currency.value).toBe('GBP');

    await page.user.clear(input(money, 'Tax rate (%)'));
    await page.user.type(input(money, 'Tax rate (%)'), '5');
    await page.user.click(money.getByRole('button', { name: 'Save' }));
    expect((await money.findByRole('status')).textContent).toBe('Money settings saved.');
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ currency: 'GBP', taxRate: '5' }));
  });

  it("shows the server's refusal of a new currency beside it and keeps everything typed", async () => {
    // Money was recorded after the page loaded: the server refuses what the form still allowed.
    const { page, money, rules } = await openAt();
    server.use(
      trpcMutation('settings.updateMoney', () => {
        throw new TrpcError({ code: 'BAD_REQUEST', message: LOCKED, fieldErrors: { currency: LOCKED } });
      }),
    );
    await page.user.clear(input(rules, 'Time zone'));
    await page.user.type(input(rules, 'Time zone'), 'Europe/Dublin');
    await page.user.clear(input(money, 'Currency'));
    await page.user.type(input(money, 'Currency'), 'EUR');
    await page.user.clear(input(money, 'Tax name'));
    await page.user.type(input(money, 'Tax name'), 'VAT (IE)');
    await page.user.click(money.getByRole('button', { name: 'Save' }));

    const currency = input(money, 'Currency');
    await waitFor(() => expect(currency.getAttribute('aria-invalid')).toBe('true'));
    expect(money.getByText(LOCKED)).toBeTruthy();
    expect(document.activeElement).toBe(currency);
    expect(currency.value).toBe('EUR');
    expect(input(money, 'Tax name').value).toBe('VAT (IE)');
    expect(input(rules, 'Time zone').value).toBe('Europe/Dublin');
    expect(money.queryByRole('status')).toBeNull();
  });
});

describe('SettingsSection: Rules', () => {
  it('saves the time zone and the three rules, the zone in its own spelling', async () => {
    const { page, rules, get } = await openAt();
    const update = vi.fn((_input: RulesInput) => ({ version: 4 }));
    server.use(trpcMutation<RulesInput>('settings.updateRules', update));

    await page.user.clear(input(rules, 'Time zone'));
    await page.user.type(input(rules, 'Time zone'), 'america/new_york');
    await page.user.clear(input(rules, 'Days to pay a bill'));
    await page.user.type(input(rules, 'Days to pay a bill'), '30');
    await page.user.clear(input(rules, 'Days a bill may be overdue at check-in'));
    await page.user.type(input(rules, 'Days a bill may be overdue at check-in'), '0');
    await page.user.clear(input(rules, 'Hours before a class to cancel'));
    await page.user.type(input(rules, 'Hours before a class to cancel'), '12');
    await page.user.click(rules.getByRole('button', { name: 'Save' }));

    const saved = await rules.findByRole('status');
    expect(saved.textContent).toBe('Rules saved.');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(update).toHaveBeenCalledExactlyOnceWith({
      timeZone: 'America/New_York',
      billingDueDays: 30,
      checkinGraceDays: 0,
      bookingCancelHours: 12,
    });
    expect(input(rules, 'Time zone').value).toBe('America/New_York');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('checks each rule with the shared messages and focuses the first one wrong', async () => {
    const { page, rules } = await openAt();
    const update = vi.fn();
    server.use(trpcMutation('settings.updateRules', update));
    await page.user.clear(input(rules, 'Time zone'));
    await page.user.type(input(rules, 'Time zone'), 'Mars/Olympus');
    await page.user.clear(input(rules, 'Days to pay a bill'));
    await page.user.clear(input(rules, 'Days a bill may be overdue at check-in'));
    await page.user.type(input(rules, 'Days a bill may be overdue at check-in'), 'two');
    await page.user.clear(input(rules, 'Hours before a class to cancel'));
    await page.user.type(input(rules, 'Hours before a class to cancel'), '200');
    await page.user.click(rules.getByRole('button', { name: 'Save' }));

    expect(rules.getByText('Choose a time zone such as Europe/London (Region/City).')).toBeTruthy();
    expect(rules.getByText('Days to pay a bill is required.')).toBeTruthy();
    expect(rules.getByText('Days a bill may be overdue at check-in must be a whole number.')).toBeTruthy();
    expect(rules.getByText('Hours before a class to cancel must be between 0 and 168.')).toBeTruthy();
    expect(document.activeElement).toBe(input(rules, 'Time zone'));
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's field message beside the rule it is about", async () => {
    const { page, rules } = await openAt();
    const message = 'Days to pay a bill must be between 0 and 365.';
    server.use(
      trpcMutation('settings.updateRules', () => {
        throw new TrpcError({ code: 'BAD_REQUEST', message, fieldErrors: { billingDueDays: message } });
      }),
    );
    await page.user.click(rules.getByRole('button', { name: 'Save' }));
    const due = input(rules, 'Days to pay a bill');
    await waitFor(() => expect(document.activeElement).toBe(due));
    expect(due.getAttribute('aria-invalid')).toBe('true');
    expect(rules.getByText(message)).toBeTruthy();
  });
});
