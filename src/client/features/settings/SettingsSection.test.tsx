// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GymDetailsInput } from '../../../shared/settings.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { gate } from '../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { adminSettings, IRON_HOUSE, settingsState } from './settings-fixtures.js';
import { day, input, part, renderSettings, siteState } from './settings-testbed.js';

const server = setupMswServer();

describe('SettingsSection: loading', () => {
  it('shows a loading status, then every setting in its part', async () => {
    siteState(server);
    const hold = gate();
    server.use(
      trpcQuery('settings.get', async () => {
        await hold.promise;
        return IRON_HOUSE;
      }),
    );
    const page = renderSettings();
    expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeTruthy();
    expect(page.getByText('Loading settings...')).toBeTruthy();
    hold.release();

    await page.findByRole('heading', { level: 2, name: 'Gym' });
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Gym',
      'Money',
      'Rules',
      'Members',
      'Training',
      'Waiver',
      'Online payments',
    ]);

    const gym = part(page, 'Gym');
    expect(input(gym, 'Gym name').value).toBe('Iron House');
    expect(input(gym, 'Short tagline').value).toBe('Lift for life');
    expect(input(gym, 'Street address').value).toBe('12 Forge Lane');
    expect(input(gym, 'City').value).toBe('Leeds');
    expect(input(gym, 'Phone').value).toBe('+44 113 496 0000');
    expect(input(gym, 'Email').value).toBe('hello@ironhouse.example');
    expect(input(gym, 'Website').value).toBe('https://ironhouse.example');
    expect(input(gym, 'About us').value).toBe('A friendly gym.\n\nOpen to all.');
    expect(gym.getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe('/gym/logo?v=7');
    expect(gym.getByRole('button', { name: 'Remove logo' })).toBeTruthy();

    const hours = within(gym.getByRole('group', { name: 'Opening hours' }));
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    for (const name of days) expect(hours.getByRole('group', { name })).toBeTruthy();
    expect(input(day(page, 'Monday'), 'Opens').value).toBe('06:00');
    expect(input(day(page, 'Monday'), 'Closes').value).toBe('22:00');
    expect(input(day(page, 'Monday'), 'Closed').checked).toBe(false);
    expect(input(day(page, 'Saturday'), 'Opens').value).toBe('08:00');
    // A closed day keeps its times.
    expect(input(day(page, 'Sunday'), 'Closed').checked).toBe(true);
    expect(input(day(page, 'Sunday'), 'Opens').value).toBe('09:00');
    expect(input(day(page, 'Sunday'), 'Closes').value).toBe('13:00');

    const money = part(page, 'Money');
    expect(input(money, 'Currency').value).toBe('GBP');
    expect(input(money, 'Currency').readOnly).toBe(false);
    expect(input(money, 'Number and date format').value).toBe('en-GB');
    expect(input(money, 'Tax name').value).toBe('VAT');
    expect(input(money, 'Tax rate (%)').value).toBe('20');
    expect(input(money, 'Tax ID').value).toBe('GB123456789');
    expect(input(money, 'Receipt footer').value).toBe('Thank you for training with us.');
    expect(money.getByText('For example: £1,234.50 · 14 Mar 2026 · 18:00')).toBeTruthy();

    const rules = part(page, 'Rules');
    expect(input(rules, 'Time zone').value).toBe('Europe/London');
    expect(input(rules, 'Days to pay a bill').value).toBe('10');
    expect(input(rules, 'Days a bill may be overdue at check-in').value).toBe('7');
    expect(input(rules, 'Hours before a class to cancel').value).toBe('4');
  });

  it('offers common currencies, locales and every time zone, and free entry', async () => {
    siteState(server);
    server.use(trpcQuery('settings.get', adminSettings()));
    const page = renderSettings();
    await page.findByRole('heading', { name: 'Money' });
    const options = (label: string) => {
      const list = document.getElementById(input(page, label).getAttribute('list') ?? '');
      return [...(list?.querySelectorAll('option') ?? [])].map((o) => o.value);
    };
    expect(options('Currency')).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'JPY']));
    expect(options('Number and date format').slice(0, 6)).toEqual([
      'en-US',
      'en-GB',
      'de-DE',
      'fr-FR',
      'es-ES',
      'pt-BR',
    ]);
    expect(options('Time zone')).toEqual(expect.arrayContaining(['UTC', 'Europe/London', 'America/New_York']));
    // Free entry: a plain text box, not a select.
    expect(input(page, 'Currency').tagName).toBe('INPUT');
  });

  it('shows a load failure and loads again on Try again', async () => {
    siteState(server);
    let fail = true;
    server.use(
      trpcQuery('settings.get', () => {
        if (fail) throw new TrpcError({ code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering.' });
        return IRON_HOUSE;
      }),
    );
    const page = renderSettings();
    expect((await page.findByRole('alert')).textContent).toBe('The database is not answering.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(input(part(page, 'Gym'), 'Gym name').value).toBe('Iron House'));
  });
});

describe('SettingsSection: Gym', () => {
  it('saves the details and hours, says so with focus, and the whole app reads the new name', async () => {
    const { site, settings: siteCalls } = siteState(server);
    const { state, get, handler } = settingsState(IRON_HOUSE);
    server.use(handler);
    const update = vi.fn((sent: GymDetailsInput) => {
      state.row = { ...state.row, ...sent } as typeof state.row;
      site.name = sent.name;
      return { version: 4 };
    });
    server.use(trpcMutation<GymDetailsInput>('settings.updateGym', update));
    const page = renderSettings();
    await page.findByRole('heading', { name: 'Gym' });
    expect(page.getByTestId('elsewhere').textContent).toBe('Iron House');
    const gym = part(page, 'Gym');

    await page.user.clear(input(gym, 'Gym name'));
    await page.user.type(input(gym, 'Gym name'), '  Iron House Leeds ');
    await page.user.clear(input(gym, 'Email'));
    await page.user.type(input(gym, 'Email'), 'Desk@IronHouse.example');
    await page.user.clear(input(day(page, 'Friday'), 'Closes'));
    await page.user.type(input(day(page, 'Friday'), 'Closes'), '21:30');
    await page.user.click(input(day(page, 'Saturday'), 'Closed'));
    await page.user.click(input(day(page, 'Sunday'), 'Closed'));
    await page.user.click(gym.getByRole('button', { name: 'Save' }));

    const saved = await gym.findByRole('status');
    expect(saved.textContent).toBe('Gym details saved.');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(update).toHaveBeenCalledExactlyOnceWith({
      name: 'Iron House Leeds',
      tagline: 'Lift for life',
      street: '12 Forge Lane',
      city: 'Leeds',
      phone: '+44 113 496 0000',
      email: 'desk@ironhouse.example',
      website: 'https://ironhouse.example',
      about: 'A friendly gym.\n\nOpen to all.',
      hours: {
        mon: { closed: false, opens: '06:00', closes: '22:00' },
        tue: { closed: false, opens: '06:00', closes: '22:00' },
        wed: { closed: false, opens: '06:00', closes: '22:00' },
        thu: { closed: false, opens: '06:00', closes: '22:00' },
        fri: { closed: false, opens: '06:00', closes: '21:30' },
        sat: { closed: true, opens: '08:00', closes: '20:00' },
        sun: { closed: false, opens: '09:00', closes: '13:00' },
      },
    });
    // Shown as stored, and read again by the forms and by the rest of the app.
    expect(input(gym, 'Gym name').value).toBe('Iron House Leeds');
    expect(input(gym, 'Email').value).toBe('desk@ironhouse.example');
    expect(get).toHaveBeenCalledTimes(2);
    expect(siteCalls).toHaveBeenCalledTimes(2);
    expect(page.getByTestId('elsewhere').textContent).toBe('Iron House Leeds');
  });

  it('checks the fields before sending and focuses the first one wrong', async () => {
    siteState(server);
    server.use(trpcQuery('settings.get', IRON_HOUSE));
    const update = vi.fn();
    server.use(trpcMutation('settings.updateGym', update));
    const page = renderSettings();
    await page.findByRole('heading', { name: 'Gym' });
    const gym = part(page, 'Gym');

    await page.user.clear(input(day(page, 'Tuesday'), 'Closes'));
    await page.user.type(input(day(page, 'Tuesday'), 'Closes'), '05:00');
    await page.user.clear(input(gym, 'Website'));
    await page.user.type(input(gym, 'Website'), 'ironhouse');
    await page.user.click(gym.getByRole('button', { name: 'Save' }));

    expect(gym.getByText('Enter a web address like https://gym.example.com.')).toBeTruthy();
    const closes = input(day(page, 'Tuesday'), 'Closes');
    expect(closes.getAttribute('aria-invalid')).toBe('true');
    expect(day(page, 'Tuesday').getByText('Closing time must be after opening time.')).toBeTruthy();
    expect(document.getElementById(closes.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Closing time must be after opening time.',
    );
    expect(document.activeElement).toBe(input(gym, 'Website'));
    expect(update).not.toHaveBeenCalled();

    // Fixed, the message goes as it is typed; the day closed, its times are not compared.
    await page.user.clear(input(gym, 'Website'));
    expect(gym.queryByText('Enter a web address like https://gym.example.com.')).toBeNull();
    await page.user.click(input(day(page, 'Tuesday'), 'Closed'));
    await page.user.click(gym.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal beside the day's closing time and keeps everything typed", async () => {
    siteState(server);
    server.use(trpcQuery('settings.get', IRON_HOUSE));
    server.use(
      trpcMutation('settings.updateGym', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Closing time must be after opening time.',
          fieldErrors: { 'hours.wed.closes': 'Closing time must be after opening time.' },
        });
      }),
    );
    const page = renderSettings();
    await page.findByRole('heading', { name: 'Gym' });
    const gym = part(page, 'Gym');
    await page.user.clear(input(gym, 'Short tagline'));
    await page.user.type(input(gym, 'Short tagline'), 'Stronger together');
    await page.user.click(gym.getByRole('button', { name: 'Save' }));

    const closes = input(day(page, 'Wednesday'), 'Closes');
    await waitFor(() => expect(closes.getAttribute('aria-invalid')).toBe('true'));
    expect(day(page, 'Wednesday').getByText('Closing time must be after opening time.')).toBeTruthy();
    expect(document.activeElement).toBe(closes);
    expect(gym.queryByRole('status')).toBeNull();
    expect(input(gym, 'Short tagline').value).toBe('Stronger together');
  });

  it('says why a save failed when it is not about a field, and keeps everything typed', async () => {
    siteState(server);
    server.use(trpcQuery('settings.get', IRON_HOUSE));
    server.use(
      trpcMutation('settings.updateGym', () => {
        throw new TrpcError({ code: 'CONFLICT', message: 'Someone else changed this, try again.' });
      }),
    );
    const page = renderSettings();
    await page.findByRole('heading', { name: 'Gym' });
    const gym = part(page, 'Gym');
    await page.user.type(input(gym, 'City'), ' West');
    await page.user.click(gym.getByRole('button', { name: 'Save' }));
    const failed = await gym.findByRole('alert');
    expect(failed.textContent).toBe('Someone else changed this, try again.');
    await waitFor(() => expect(document.activeElement).toBe(failed));
    expect(input(gym, 'City').value).toBe('Leeds West');
  });
});

describe('SettingsSection: each part saves on its own', () => {
  it('keeps what is typed in Money and Rules through a failed and then a saved Gym', async () => {
    siteState(server);
    const { get, handler } = settingsState(IRON_HOUSE);
    server.use(handler);
    let fail = true;
    server.use(
      trpcMutation('settings.updateGym', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong.' });
        return { version: 4 };
      }),
    );
    const page = renderSettings();
    await page.findByRole('heading', { name: 'Gym' });
    const [gym, money, rules] = [part(page, 'Gym'), part(page, 'Money'), part(page, 'Rules')];
    await page.user.clear(input(money, 'Tax name'));
    await page.user.type(input(money, 'Tax name'), 'GST');
    await page.user.clear(input(rules, 'Days to pay a bill'));
    await page.user.type(input(rules, 'Days to pay a bill'), '21');

    await page.user.click(gym.getByRole('button', { name: 'Save' }));
    expect((await gym.findByRole('alert')).textContent).toBe('Could not save the gym details. Please try again.');
    expect(input(money, 'Tax name').value).toBe('GST');
    expect(input(rules, 'Days to pay a bill').value).toBe('21');

    fail = false;
    await page.user.click(gym.getByRole('button', { name: 'Save' }));
    expect((await gym.findByRole('status')).textContent).toBe('Gym details saved.');
    expect(get).toHaveBeenCalledTimes(2);
    expect(input(money, 'Tax name').value).toBe('GST');
    expect(input(rules, 'Days to pay a bill').value).toBe('21');
  });
});
